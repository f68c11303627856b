import { english } from '@web/i18n';
import type { m } from './messages';

export default english<typeof m>('learner-layout', {
  openNav: 'Open navigation',
  mainNav: 'Main navigation',
  nav: 'Navigation',
  userCenter: 'My account',
  profile: 'My profile',
  messages: 'My messages',
  messagesCount: 'My messages ({count})',
  logout: 'Log out',
  admin: 'Administration',
  userMenu: 'User menu',
  userMenuUnread: 'User menu, {count} unread messages',
  userMenuOf: '{name}, {menu}',
  maintenance: 'Under maintenance',
});
