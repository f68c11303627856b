import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-notice-list', {
  title: 'Notices',
  searchTitle: 'Search notice titles',
  empty: 'No data!',
  total: '{total} in total',
});
