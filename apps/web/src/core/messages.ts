import { defineMessages } from '@web/i18n/core';

/**
 * Texts of the entry chunk (every page downloads them; bench/bundle.ts budget): the static pages' titles by
 * path, the default site name, the session error and the request helper's texts (docs/REQUIREMENTS.md#request-helper,
 * verbatim). en-US in messages.en-US.ts (docs/I18N.md).
 */
export const m = defineMessages('app', {
  '/login': '用户登录',
  '/register': '用户注册',
  '/forgot': '找回密码',
  '/401': '无权访问',
  '/404': '页面不存在',
  '/profile/index': '个人资料',
  site: '学考',
  session: '加载用户信息失败，请重新登录！',
  sessionEnded: '会话已结束，请重新登录！',
  '400': '缺少必要参数或参数类型不正确。',
  '404': '接口地址错误，请联系管理员。',
  '500': '糟糕，服务器开小差了。',
  '502': '无法连接到服务器。',
  http: '请求服务器出现错误。',
  net: '服务器无法连接或无法响应！',
  code: '服务器开小差了呢！',
});
