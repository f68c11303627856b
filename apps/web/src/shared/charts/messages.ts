import { defineMessages } from '@web/i18n/core';

/** Texts of the shared chart; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('charts', {
  loadFailed: '图表加载失败，请刷新页面重试',
});
