import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-repo-analysis', {
  question: 'Question',
  quType: 'Type',
  train: 'Training (right/answered)',
  exam: 'Exams (right/answered)',
  rightRate: 'Correct rate',
  neverAnswered: 'Not answered',
  title: 'Bank analysis',
  titleOf: 'Bank analysis: {title}',
  rateHint:
    'Correct rate = right answers ÷ answers in training and exams; a question left unanswered in an exam counts as wrong.',
});
