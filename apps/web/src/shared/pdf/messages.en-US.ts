import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('shared-pdf', {
  loadFailed: 'Failed to load the PDF, please try again later!',
});
