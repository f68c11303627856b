import { currentLocale, format, type Vars } from '@web/i18n/core';
import { TEXTS, type TextKey } from '@xuekao/contracts';

export { currentLocale, setLocale } from '@web/i18n/core';

/**
 * A text the specs quote in English (contracts' TEXTS), in the current locale, with `{name}` values.
 * TEXTS is the spec's namespace of the catalogue (docs/I18N.md): its en-US texts are the spec's own.
 */
export function t(key: TextKey, vars?: Vars): string {
  return format(TEXTS[key][currentLocale()], vars);
}
