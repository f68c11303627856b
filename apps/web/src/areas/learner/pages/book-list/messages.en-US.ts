import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-book-list', {
  question: 'Question',
  imageQuestion: '(picture question)',
  quType: 'Type',
  repo: 'Bank',
  wrongCount: 'Times wrong',
  lastWrong: 'Last wrong',
  actions: 'Actions',
  retrain: 'Practise',
  titleTraining: 'Wrong-answer book (training)',
  titleExam: 'Wrong-answer book (exams)',
  listLabel: 'Wrong answers',
  empty: 'No data!',
});
