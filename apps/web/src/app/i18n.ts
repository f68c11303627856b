import { type Locale, TEXTS, type TextKey } from '@xuekao/contracts';

const LOCALE_KEY = 'xk_locale';

/** The UI locale: zh-CN unless the user picked en-US. */
export function currentLocale(): Locale {
  return typeof localStorage !== 'undefined' && localStorage.getItem(LOCALE_KEY) === 'en-US' ? 'en-US' : 'zh-CN';
}

export function setLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
}

/** A text the specs quote in English, in the current locale. */
export function t(key: TextKey): string {
  return TEXTS[key][currentLocale()];
}
