import type { Locale as AntdLocale } from 'antd/es/locale';
import { currentLocale } from './core';

export {
  currentLocale,
  defineMessages,
  type EnglishCatalogue,
  english,
  format,
  LOCALE_KEY,
  type Locale,
  registerEnglish,
  setLocale,
  type Translator,
  type Vars,
} from './core';

let antdOverride: AntdLocale | undefined;

/**
 * Called by main.tsx before the first render: in en-US, loads the English catalogues and antd's English
 * locale (one lazy chunk); in zh-CN, nothing is downloaded. Sets `<html lang>`.
 */
export async function prepareLocale(): Promise<void> {
  const locale = currentLocale();
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (locale !== 'en-US') return;
  try {
    antdOverride = (await import('./load-english')).antdEnglish;
  } catch {
    // The chunk failed to load (offline, new deployment): the app still starts, in Chinese.
  }
}

/** antd's locale when it is not the default zh_CN (app.tsx passes zh_CN otherwise). */
export function antdLocaleOverride(): AntdLocale | undefined {
  return antdOverride;
}
