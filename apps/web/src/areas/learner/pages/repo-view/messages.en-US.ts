import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-repo-view', {
  mode1: 'In order',
  mode1Hint: 'Practise the questions in the order of the bank',
  mode2: 'Random',
  mode2Hint: 'Practise the questions in shuffled order',
  mode3: 'By type',
  mode3Hint: 'Practise only the chosen question type',
  mode4: 'By chapter',
  mode4Hint: 'Practise only the chosen chapter',
  mode5: 'Wrong answers',
  mode5Hint: "Practise this bank's questions in your wrong-answer book; a right answer takes one out",
  mode6: 'Read with answers',
  mode6Hint: 'Answers and analysis are shown at once',
  chooseTypeFirst: 'Please choose a question type!',
  chooseChapterFirst: 'Please choose a chapter!',
  quCount: 'Questions',
  objCount: 'Objective',
  subjCount: 'Subjective',
  chooseType: 'Choose a question type',
  chooseChapter: 'Choose a chapter',
  optionCount: '{name} ({n} questions)',
  restart: 'Start afresh (ends the unfinished training of this mode)',
  start: 'Start training',
  myTrainings: 'My trainings',
});
