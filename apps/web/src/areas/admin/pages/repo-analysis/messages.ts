import { defineMessages } from '@web/i18n/core';

/** Texts of the bank analysis page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-repo-analysis', {
  question: '试题',
  quType: '题型',
  train: '训练（答对/作答）',
  exam: '考试（答对/作答）',
  rightRate: '正确率',
  neverAnswered: '未作答',
  title: '题库分析',
  titleOf: '题库分析：{title}',
  rateHint: '正确率 = 训练与考试中答对次数 ÷ 作答次数；考试中未作答的题目按答错计。',
});
