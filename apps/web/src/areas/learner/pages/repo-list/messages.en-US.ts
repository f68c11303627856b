import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-repo-list', {
  title: 'Question bank training',
  searchTitle: 'Search bank names',
  empty: 'No data!',
  inOrder: 'In order',
  random: 'Random',
  moreModes: 'More modes',
  quCount: 'Questions',
  objCount: 'Objective',
  subjCount: 'Subjective',
});
