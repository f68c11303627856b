import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-train', {
  repo: 'Question bank',
  mode: 'Mode',
  lastTrained: 'Last trained',
  right: 'Right',
  progress: 'Progress',
  accuracy: 'Accuracy',
  actions: 'Actions',
  continue: 'Continue',
  ended: 'Training ended',
  records: 'Training records',
  empty: 'No data!',
});
