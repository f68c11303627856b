import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-course-list', {
  title: 'Courses',
  searchTitle: 'Search course names',
  empty: 'No data!',
  breakDefault: 'Study was interrupted, please enter the course again.',
  fileCount: 'Courseware: {n}',
  finished: 'Finished',
  progress: 'Study progress',
});
