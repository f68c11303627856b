import { english } from '@web/i18n/core';
import type { m } from './messages';

// Each unit ends with a space: the parts are joined as they are and the end trimmed (1 h 2 min 3 s).
export default english<typeof m>('shared-formats', {
  hours: '{n} h ',
  minutes: '{n} min ',
  seconds: '{n} s ',
});
