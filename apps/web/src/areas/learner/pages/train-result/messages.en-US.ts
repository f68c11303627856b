import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-train-result', {
  missing: 'The data does not exist!',
  inProgress: 'Training in progress',
  ended: 'Training ended',
  subtitle: '{state}, last trained: {time}',
  continue: 'Continue training',
  backToRepo: 'Back to the bank',
  viewWrong: 'Wrong answers',
  accuracy: 'Accuracy',
  accuracyOf: 'Accuracy {p}%',
  total: 'Questions',
  answered: 'Answered',
  right: 'Right',
  wrong: 'Wrong',
});
