import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's results page (my scores); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-paper-list', {
  title: '我的成绩',
  searchTitle: '搜索考试名称',
  examTitle: '考试名称',
  scores: '总分/及格',
  tries: '考试次数',
  maxScore: '最高分',
  lastScore: '最近得分',
  passedCol: '是否通过',
  passed: '通过',
  failed: '未通过',
  lastTime: '最近考试',
  actions: '操作',
  records: '考试记录',
  wrong: '错题',
  listLabel: '我的成绩列表',
  empty: '暂无相关数据！',
  total: '共 {n} 条',
});
