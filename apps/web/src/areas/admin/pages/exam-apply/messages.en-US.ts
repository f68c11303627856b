import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-exam-apply', {
  exam: 'Exam',
  name: 'Name',
  dept: 'Department',
  applyMsg: 'Reason',
  state: 'State',
  used: 'Used',
  auditMsg: 'Review note',
  times: 'Applied / reviewed',
  actions: 'Actions',
  approve: 'Approve',
  reject: 'Reject',
  auditState: 'Review state',
  realName: 'Learner name',
  approveTitle: 'Approve',
  rejectTitle: 'Reject applications',
  approveText:
    'Once the {n} selected applications are approved, each learner can enter the exam once without the face check or password.',
  rejectText: 'Reject the {n} selected applications.',
  auditMsgLabel: 'Review note (optional, sent to the learner)',
  chooseExam: 'Choose an exam',
  noExams: 'No exams',
});
