import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's training history table; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-train', {
  repo: '题库',
  mode: '训练模式',
  lastTrained: '最近训练',
  right: '答对',
  progress: '进度',
  accuracy: '正确率',
  actions: '操作',
  continue: '继续训练',
  ended: '训练已结束',
  records: '训练记录',
  empty: '暂无相关数据！',
});
