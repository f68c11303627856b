import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-points-log', {
  user: 'User',
  points: 'Points',
  source: 'Source',
  remark: 'Remark',
  time: 'Time',
  actions: 'Actions',
  adjust: 'Adjust',
  adjustPoints: 'Adjust points',
  userName: 'Account/name',
  refExam: 'Exam',
  refCourse: 'Course',
  refTrain: 'Training',
  refSignIn: 'Sign-in',
  refManual: 'Manual adjustment',
  refBattle: 'Contest',
  adjusted: 'Points adjusted!',
  chooseUser: 'Please choose a user!',
  notChosen: 'Not chosen',
  pickUser: 'Choose user',
  pointsHint: 'Positive adds, negative deducts',
  enterPoints: 'Please enter the points!',
  pointsNotZero: 'The points cannot be 0!',
  reason: 'Reason',
  enterReason: 'Please enter the reason!',
});
