import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's attempts at one exam; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-paper-records', {
  no: '序号',
  startTime: '开始时间',
  handTime: '交卷时间',
  state: '状态',
  score: '得分',
  result: '结果',
  actions: '操作',
  resume: '继续',
  view: '查看',
  title: '考试记录',
  titleOf: '考试记录 · {title}',
  myScores: '我的成绩',
  empty: '暂无相关数据！',
});
