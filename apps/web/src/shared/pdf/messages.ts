import { defineMessages } from '@web/i18n/core';

/** Texts of the PDF preview (also the course PDF player's); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('shared-pdf', {
  loadFailed: 'PDF 加载失败，请稍后重试！',
});
