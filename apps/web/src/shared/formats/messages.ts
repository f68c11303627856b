import { defineMessages } from '@web/i18n/core';

/** Texts of the shared display formats (units of `formatLearnTime` in ../course-format.ts); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('shared-formats', {
  hours: '{n}小时',
  minutes: '{n}分',
  seconds: '{n}秒',
});
