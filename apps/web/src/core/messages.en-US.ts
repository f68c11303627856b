import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('app', {
  '/login': 'Sign in',
  '/register': 'Register',
  '/forgot': 'Reset password',
  '/401': 'No access',
  '/404': 'Page not found',
  '/profile/index': 'Profile',
  site: 'Xuekao',
  session: 'Loading your user information failed, please sign in again!',
  sessionEnded: 'Your session has ended, please sign in again!',
  '400': 'Missing parameters or wrong parameter types.',
  '404': 'Wrong API address, please contact the administrator.',
  '500': 'Oops, the server is having a problem.',
  '502': 'Cannot connect to the server.',
  http: 'The request to the server failed.',
  net: 'The server cannot be reached or does not respond!',
  code: 'Something went wrong on the server!',
});
