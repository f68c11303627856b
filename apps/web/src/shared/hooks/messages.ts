import { defineMessages } from '@web/i18n/core';

/** Texts of the logout confirmation of both shells (use-logout-confirm.ts); en-US in messages.en-US.ts. */
export const m = defineMessages('shared-hooks', {
  hint: '提示',
  ok: '确定',
  cancel: '取消',
});
