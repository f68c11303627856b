import { defineMessages } from '@web/i18n/core';

/** Texts of the points rules page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-points-rule', {
  cycleNone: '不限',
  cycleDay: '每天',
  cycleWeek: '每周',
  cycleMonth: '每月',
  ruleExamPass: '通过考试',
  ruleCourseFinish: '完成课程',
  ruleTrainRight: '训练答对',
  ruleSignIn: '每日登录',
  saved: '保存成功！',
  title: '积分规则',
  save: '保存',
  source: '积分来源',
  enabled: '启用',
  points: '积分',
  byExam: '按考试设置的积分',
  byCourse: '按课程设置的积分',
  perDay: '分/天',
  perQuestion: '分/题',
  cycle: '上限周期',
  cap: '积分上限',
  pointUnit: '分',
  hint: '上限周期为“不限”时不设上限；设置周期后须填写积分上限，达到上限后本周期内不再获得该来源的积分。训练答对每道题只计一次，背题模式不计积分。',
});
