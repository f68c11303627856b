import { defineMessages } from '@web/i18n';

/** Texts of the learner shell (header, navigation, user menu); en-US in messages.en-US.ts. */
export const m = defineMessages('learner-layout', {
  openNav: '打开导航',
  mainNav: '主导航',
  nav: '导航',
  userCenter: '个人中心',
  profile: '个人资料',
  messages: '我的消息',
  messagesCount: '我的消息（{count}）',
  logout: '退出登录',
  admin: '管理后台',
  userMenu: '用户菜单',
  userMenuUnread: '用户菜单，{count} 条未读消息',
  userMenuOf: '{name}，{menu}',
  maintenance: '系统维护中',
});
