import { defineMessages } from '@web/i18n/core';

/** Texts of the 404 and 401 pages; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('errors', {
  notFound: '抱歉，您访问的页面不存在或已被移除。',
  unauthorized: '抱歉，您没有权限访问该页面，请联系管理员。',
  back: '返回上一页',
  home: '返回首页',
});
