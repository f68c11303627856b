/**
 * English of the contracts' Chinese messages (the zod schemas' texts, TEXTS) and the small engine that
 * translates a message by catalogue (docs/I18N.md). The server's catalogue (apps/server/src/lib/messages)
 * adds its own messages to the same engine; the web's en-US chunk (i18n/load-english.ts) hands
 * `contractMessageEnglish` to `zodRule`, so the zh-CN bundles never carry this English.
 *
 * A catalogue is exact texts (`'请选择题库！': 'Please choose a question bank!'`) and templates for texts with
 * a variable part: `['{label}不能为空！', '{label} cannot be empty!']`. In a template's Chinese:
 * - `{name}` is any text; its value is itself looked up (terms such as `账号` -> `Account`) or kept as it is;
 * - `{=name}` is kept as it is (names users typed: titles, accounts, column headers);
 * - `{name|；}` is a list split on `；` (or `、`), each item looked up, joined the English way.
 * Exact texts win, then the templates in order (specific ones first). A text without its final `！` (import
 * row errors strip it) is found through the text with it.
 */
import type { MessageCatalogue, MessageTemplate } from './messages-en/catalogue.ts';
import { LEARNING_EN } from './messages-en/learning.ts';
import { SYSTEM_EN } from './messages-en/system.ts';
import { TEXTS } from './texts.ts';

export type { MessageCatalogue, MessageTemplate };

/** Translates a Chinese message to English; undefined when no catalogue knows it. */
export type MessageTranslator = (message: string) => string | undefined;

/**
 * Longer texts are not looked up (they stay as they are): a template with two free slots costs time growing
 * with the square of the text's length, and a message can carry text a caller sent (a zod path holds the keys
 * of a record). Slot values are looked up again at most MAX_DEPTH deep.
 */
export const MAX_MESSAGE_LENGTH = 1000;
const MAX_DEPTH = 3;

const PLACEHOLDER = /\{(=?)(\w+)(?:\|([；、，]))?\}/g;
const LIST_JOIN: Record<string, string> = { '；': '; ', '、': ', ', '，': ', ' };

interface Slot {
  name: string;
  verbatim: boolean;
  separator?: string;
}
interface Compiled {
  pattern: RegExp;
  slots: Slot[];
  en: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile([zh, en]: MessageTemplate): Compiled {
  const slots: Slot[] = [];
  let source = '';
  let last = 0;
  for (const m of zh.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(zh.slice(last, m.index))}(.*?)`;
    slots.push({ name: m[2], verbatim: m[1] === '=', separator: m[3] });
    last = (m.index ?? 0) + m[0].length;
  }
  return { pattern: new RegExp(`^${source}${escapeRegExp(zh.slice(last))}$`, 's'), slots, en };
}

/** One translator over catalogues; the first catalogue's exact text wins over a later one's. */
export function messageTranslator(catalogues: readonly MessageCatalogue[]): MessageTranslator {
  let exact: Map<string, string> | undefined;
  let templates: Compiled[] = [];
  const build = () => {
    exact = new Map();
    for (const c of catalogues) for (const [zh, en] of Object.entries(c.exact)) if (!exact.has(zh)) exact.set(zh, en);
    templates = catalogues.flatMap((c) => (c.templates ?? []).map(compile));
    return exact;
  };
  const lookup = (message: string, depth = 0): string | undefined => {
    const hit = (exact ?? build()).get(message);
    if (hit !== undefined) return hit;
    if (message.length > MAX_MESSAGE_LENGTH || depth > MAX_DEPTH) return undefined;
    for (const t of templates) {
      const m = t.pattern.exec(message);
      if (!m) continue;
      const values: Record<string, string> = {};
      t.slots.forEach((slot, i) => {
        values[slot.name] = fill(slot, m[i + 1] ?? '', depth + 1);
      });
      return t.en.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
    }
    return undefined;
  };
  const loose = (message: string, depth = 0) =>
    message.endsWith('！') ? undefined : lookup(`${message}！`, depth)?.replace(/!$/, '');
  const part = (value: string, depth: number) => lookup(value, depth) ?? loose(value, depth) ?? value;
  const fill = (slot: Slot, value: string, depth: number): string => {
    if (slot.verbatim) return value;
    if (!slot.separator) return part(value, depth);
    return value
      .split(slot.separator)
      .map((item) => part(item, depth))
      .join(LIST_JOIN[slot.separator]);
  };
  return (message) => lookup(message) ?? loose(message);
}

/** TEXTS as a catalogue: plain texts exact, texts with `{n}` as templates. */
const TEXTS_EN: MessageCatalogue = (() => {
  const pairs = Object.values(TEXTS) as { 'zh-CN': string; 'en-US': string }[];
  const exact: Record<string, string> = {};
  const templates: MessageTemplate[] = [];
  for (const t of pairs) {
    if (t['zh-CN'].includes('{')) templates.push([t['zh-CN'], t['en-US']]);
    else exact[t['zh-CN']] = t['en-US'];
  }
  return { exact, templates };
})();

/** The contracts' messages: the schemas' texts (messages-en/*.ts) and TEXTS. */
export const CONTRACT_MESSAGES_EN: readonly MessageCatalogue[] = [SYSTEM_EN, LEARNING_EN, TEXTS_EN];

/** The English of a contracts message (zodRule in en-US), or undefined. */
export const contractMessageEnglish: MessageTranslator = messageTranslator(CONTRACT_MESSAGES_EN);
