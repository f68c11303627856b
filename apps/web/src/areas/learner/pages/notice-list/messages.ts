import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's notice list; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-notice-list', {
  title: '通知公告',
  searchTitle: '搜索公告标题',
  empty: '暂无相关数据！',
  total: '共 {total} 条',
});
