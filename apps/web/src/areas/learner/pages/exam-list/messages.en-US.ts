import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-exam-list', {
  title: 'Online exams',
  searchTitle: 'Search exam names',
  inProgress: 'You have an exam in progress: {title}',
  resume: 'Continue the exam',
  empty: 'No data!',
  notStarted: 'Not started',
  running: 'In progress',
  ended: 'Ended',
  enter: 'Enter the exam',
  usedUp: 'No attempts left',
  view: 'View the exam',
  records: 'Exam records',
  durationLine: '{minutes} minutes · {count} questions',
  scoreLine: 'Total {total} points · pass {qualify}',
  tries: 'Attempts: {tries}/{chance}',
  unlimited: 'unlimited',
  maxScore: 'Best score: ',
});
