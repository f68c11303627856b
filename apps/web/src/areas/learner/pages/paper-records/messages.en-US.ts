import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-paper-records', {
  no: 'No.',
  startTime: 'Started',
  handTime: 'Handed in',
  state: 'State',
  score: 'Score',
  result: 'Result',
  actions: 'Actions',
  resume: 'Continue',
  view: 'View',
  title: 'Exam records',
  titleOf: 'Exam records · {title}',
  myScores: 'My scores',
  empty: 'No data!',
});
