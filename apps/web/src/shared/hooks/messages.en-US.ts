import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('shared-hooks', {
  hint: 'Notice',
  ok: 'OK',
  cancel: 'Cancel',
});
