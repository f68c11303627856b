import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's exam list (the learner home); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-exam-list', {
  title: '在线考试',
  searchTitle: '搜索考试名称',
  inProgress: '您有正在进行的考试：{title}',
  resume: '继续考试',
  empty: '暂无相关数据！',
  notStarted: '未开始',
  running: '进行中',
  ended: '已结束',
  enter: '进入考试',
  usedUp: '次数已用完',
  view: '查看考试',
  records: '考试记录',
  durationLine: '考试时长 {minutes} 分钟 · 共 {count} 题',
  scoreLine: '总分 {total} 分 · 及格 {qualify} 分',
  tries: '考试次数：{tries}/{chance}',
  unlimited: '不限',
  maxScore: '最高分：',
});
