import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's notice page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-notice-detail', {
  notFound: '公告不存在或已撤回',
  backToList: '返回公告列表',
});
