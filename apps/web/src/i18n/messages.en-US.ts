import { english } from './core';
import type { m } from './messages';

export default english<typeof m>('i18n', {
  language: 'Language',
});
