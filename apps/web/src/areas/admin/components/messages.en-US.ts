import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-components', {
  save: 'Save',
  back: 'Back',
});
