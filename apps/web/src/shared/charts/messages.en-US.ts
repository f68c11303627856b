import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('charts', {
  loadFailed: 'The chart failed to load, please refresh the page',
});
