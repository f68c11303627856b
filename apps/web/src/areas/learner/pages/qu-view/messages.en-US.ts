import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-qu-view', {
  missing: 'The data does not exist!',
});
