import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-repo-list', {
  yes: 'Yes',
  no: 'No',
  forExam: 'For exams',
  notForExam: 'Not for exams',
  forTrain: 'Open for training',
  notForTrain: 'Not for training',
  title: 'Bank name',
  quCount: 'Questions',
  objCount: 'Objective',
  subjCount: 'Subjective',
  usage: 'Usage',
  createTime: 'Created',
  actions: 'Actions',
  chapters: 'Chapters',
  questions: 'Questions',
  analysis: 'Analysis',
  addTitle: 'Add question bank',
  editTitle: 'Edit question bank',
  titleRequired: 'The bank name cannot be empty!',
  remark: 'Description',
  forExamHint: 'When off, papers cannot draw from this bank',
  forTrainHint: 'When on, learners can practise this bank in training',
});
