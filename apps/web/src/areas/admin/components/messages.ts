import { defineMessages } from '@web/i18n/core';

/** Texts of the admin area's shared components; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-components', {
  save: '保存',
  back: '返回',
});
