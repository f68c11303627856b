import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('errors', {
  notFound: 'Sorry, the page you visited does not exist or has been removed.',
  unauthorized: 'Sorry, you are not allowed to visit this page. Please contact the administrator.',
  back: 'Go back',
  home: 'Home',
});
