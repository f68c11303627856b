import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-question', {
  rightTag: 'Right answer',
  blankN: 'Blank {n}',
  chooseMatch: 'Choose the match',
  enterAnswer: 'Enter your answer',
  deleteRecording: 'Delete recording',
  rightAnswer: 'Right answer: ',
  blankAnswers: 'Blank {n}: {answers}',
  or: ' or ',
  tagSep: ', ',
  itemSep: '; ',
  subN: 'Sub-question {n}',
  analysis: 'Analysis: ',
});
