import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-repo-training', {
  right: '■ Right',
  wrong: '■ Wrong',
  unanswered: '□ Unanswered',
  mark: 'Mark',
  unmark: 'Unmark',
  questionOf: 'Question {n} of {total}',
  confirmAnswer: 'Confirm answer',
  subjectiveHint: 'Assess subjective questions yourself against the reference answer and analysis.',
  answerRight: 'Right answer!',
  answerWrong: 'Wrong answer, please go on!',
  cannotStart: 'The training cannot start',
  backToRepo: 'Back to the bank',
  hint: 'Notice',
  finishUnanswered: 'Some questions are not answered yet. End the training?',
  finishConfirm: 'End the training?',
  ok: 'OK',
  cancel: 'Cancel',
  memoriseHint: 'Read with answers: the answers are shown',
  prev: 'Previous',
  next: 'Next',
  answerCard: 'Answer card',
  answerProgress: 'Answer progress',
  counts: '{answered} answered, {right} right, accuracy {percent}%',
  finish: 'End training',
});
