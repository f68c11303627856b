import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-paper-list', {
  title: 'My scores',
  searchTitle: 'Search exam names',
  examTitle: 'Exam',
  scores: 'Total/pass',
  tries: 'Attempts',
  maxScore: 'Best score',
  lastScore: 'Last score',
  passedCol: 'Passed',
  passed: 'Passed',
  failed: 'Failed',
  lastTime: 'Last taken',
  actions: 'Actions',
  records: 'Exam records',
  wrong: 'Wrong answers',
  listLabel: 'My scores list',
  empty: 'No data!',
  total: '{n} in total',
});
