import { DICTIONARY_TITLES_EN } from '@xuekao/contracts';
import { english } from './core';
import type { dictTitles } from './dictionaries';

/** The built-in dictionaries' English lives in contracts (the server translates `*_dictText` with it too). */
export default english<typeof dictTitles>('dict', DICTIONARY_TITLES_EN);
