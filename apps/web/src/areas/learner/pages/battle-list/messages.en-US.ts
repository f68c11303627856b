import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-battle-list', {
  title: 'Knowledge contests',
  searchTitle: 'Search contest names',
  empty: 'No data!',
  deadline: 'Ends: {time}',
  today: 'Played today: {n}',
  todayOfLimit: 'Played today: {n} / {limit}',
});
