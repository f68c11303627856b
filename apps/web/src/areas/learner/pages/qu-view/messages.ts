import { defineMessages } from '@web/i18n/core';

/** Texts of a question's page for a learner (/web/qu/view/:id); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-qu-view', {
  missing: '数据不存在！',
});
