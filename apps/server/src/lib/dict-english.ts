import { DICTIONARIES, DICTIONARY_TITLES_EN } from '@xuekao/contracts';
import { translateMessage } from './message-catalogue.ts';

/**
 * Answers and socket frames in en-US (issue 17 item 4). Messages carried inside data (`msg`, `stopMsg`,
 * `failMsg`: an exam check's result, a face check, a study socket's stop) go through the message catalogue.
 * `*_dictText` fields: the server answers dictionary titles as stored (Chinese, and
 * an administrator may edit them). Under X-Locale en-US a title still equal to a built-in one is answered in
 * English (contracts' DICTIONARY_TITLES_EN); an edited title, a department name or any other text stays as
 * written. The answer's objects are copied where a title changes, never modified (they may be cached).
 */
const english = new Map<string, string>();
for (const dict of DICTIONARIES) {
  for (const v of dict.values) {
    const en = (DICTIONARY_TITLES_EN as Record<string, string>)[`${dict.code}.${v.value}`];
    if (en && !english.has(v.title)) english.set(v.title, en);
  }
}

const SUFFIX = '_dictText';
const MESSAGE_KEYS = new Set(['msg', 'stopMsg', 'failMsg']);

/**
 * The data in English: built-in dictionary titles of `*_dictText` fields and catalogue messages of message
 * fields (same object when nothing changes).
 */
export function englishAnswer<T>(data: T): T {
  return walk(data, 0) as T;
}

function englishField(key: string, item: string): string {
  if (key.endsWith(SUFFIX)) return english.get(item) ?? item;
  return MESSAGE_KEYS.has(key) ? translateMessage(item, 'en-US') : item;
}

function walk(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = walk(item, depth + 1);
      if (next === item) return;
      out ??= [...value];
      out[i] = next;
    });
    return out ?? value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = typeof item === 'string' ? englishField(key, item) : walk(item, depth + 1);
    if (next === item) continue;
    out ??= { ...(value as Record<string, unknown>) };
    out[key] = next;
  }
  return out ?? value;
}
