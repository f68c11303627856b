/**
 * The message catalogue (docs/I18N.md). zh-CN is the default and lives in each area's `messages.ts`,
 * imported statically by the pages that use it (so it stays in their chunks). en-US lives beside it in
 * `messages.en-US.ts` and is loaded in one lazy chunk, only when the locale is en-US, before the first render
 * (main.tsx -> load-english.ts). Switching the locale reloads the page.
 */
import type { Locale } from '@xuekao/contracts';

export type { Locale };

export const LOCALE_KEY = 'xk_locale';

/** Values of `{name}` placeholders. */
export type Vars = Record<string, string | number>;

/** The UI locale: zh-CN unless the user picked en-US (remembered in localStorage xk_locale). */
export function currentLocale(): Locale {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(LOCALE_KEY) === 'en-US' ? 'en-US' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

/** Remembers the locale; the caller reloads the page (catalogues, antd and dayjs are chosen at start). */
export function setLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
}

/** Replaces `{name}` with `vars.name`; a placeholder without a value stays as it is. */
export function format(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const englishTexts = new Map<string, Readonly<Record<string, string>>>();

/** One namespace's texts: call it with a key (and `{name}` values) for the text in the current locale. */
export interface Translator<N extends string, T extends Record<string, string>> {
  (key: keyof T & string, vars?: Vars): string;
  readonly ns: N;
  readonly zh: T;
  /** The same texts as an object whose properties translate when read (for `XX_TEXTS.key` style uses). */
  readonly texts: { readonly [K in keyof T]: string };
}

/**
 * Declares a namespace's zh-CN texts. Call the result inside components and functions, not at module level
 * (a module evaluated before the English catalogue is in would keep Chinese).
 */
export function defineMessages<const N extends string, T extends Record<string, string>>(
  ns: N,
  zh: T,
): Translator<N, T> {
  const tr = (key: keyof T & string, vars?: Vars) => {
    const en = currentLocale() === 'en-US' ? englishTexts.get(ns)?.[key] : undefined;
    return format(en ?? zh[key], vars);
  };
  const texts = {} as Record<string, string>;
  for (const key of Object.keys(zh)) Object.defineProperty(texts, key, { enumerable: true, get: () => tr(key) });
  return Object.assign(tr, { ns, zh, texts: texts as { readonly [K in keyof T]: string } });
}

/** What a `messages.en-US.ts` exports by default. */
export interface EnglishCatalogue {
  ns: string;
  messages: Readonly<Record<string, string>>;
}

/**
 * A namespace's en-US texts, typed by its zh-CN translator: the namespace must match and the object must have
 * exactly the zh-CN keys (a missing or extra key fails the typecheck).
 * `export default english<typeof m>('sys-dic', { title: 'Dictionary' })`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any translator; only its ns and keys matter here
export function english<M extends Translator<string, any>>(
  ns: M['ns'],
  messages: { readonly [K in keyof M['zh']]: string },
): EnglishCatalogue {
  return { ns, messages: messages as Record<string, string> };
}

let contractEnglish: ((message: string) => string | undefined) | undefined;

/** The English of contracts' messages, put in place by the en-US chunk (load-english.ts). */
export function setContractEnglish(translate: (message: string) => string | undefined): void {
  contractEnglish = translate;
}

/** A contracts message (a schema's issue) in the current locale: zh-CN as written, en-US looked up. */
export const contractMessage = (message: string): string =>
  (currentLocale() === 'en-US' && contractEnglish?.(message)) || message;

/** Puts English catalogues in place (load-english.ts, tests). */
export function registerEnglish(catalogues: Iterable<EnglishCatalogue>): void {
  for (const c of catalogues) englishTexts.set(c.ns, c.messages);
}
