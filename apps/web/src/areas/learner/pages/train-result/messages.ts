import { defineMessages } from '@web/i18n/core';

/** Texts of a training's result (/web/repo/repo/:trainId); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-train-result', {
  missing: '数据不存在！',
  inProgress: '训练进行中',
  ended: '训练已结束',
  subtitle: '{state}，最近训练：{time}',
  continue: '继续训练',
  backToRepo: '返回题库',
  viewWrong: '查看错题',
  accuracy: '正确率',
  accuracyOf: '正确率 {p}%',
  total: '试题总数',
  answered: '已答',
  right: '答对',
  wrong: '答错',
});
