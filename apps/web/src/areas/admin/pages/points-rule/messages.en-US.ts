import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-points-rule', {
  cycleNone: 'No limit',
  cycleDay: 'Daily',
  cycleWeek: 'Weekly',
  cycleMonth: 'Monthly',
  ruleExamPass: 'Pass an exam',
  ruleCourseFinish: 'Finish a course',
  ruleTrainRight: 'Right answer in training',
  ruleSignIn: 'Daily sign-in',
  saved: 'Saved!',
  title: 'Points rules',
  save: 'Save',
  source: 'Source',
  enabled: 'Enabled',
  points: 'Points',
  byExam: 'Points set on each exam',
  byCourse: 'Points set on each course',
  perDay: 'pts/day',
  perQuestion: 'pts/question',
  cycle: 'Cap period',
  cap: 'Cap',
  pointUnit: 'pts',
  hint: 'With the period "No limit" there is no cap; with a period, enter the cap: once reached, the source grants no more points in that period. A question answered right in training counts once; memorising mode earns no points.',
});
