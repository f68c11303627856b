import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-notice-detail', {
  notFound: 'The notice does not exist or was withdrawn',
  backToList: 'Back to the notices',
});
