import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's contests (/web/battle); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-battle-list', {
  title: '知识竞赛',
  searchTitle: '搜索竞赛名称',
  empty: '暂无相关数据！',
  deadline: '截止：{time}',
  today: '今日已赛 {n} 场',
  todayOfLimit: '今日已赛 {n} 场 / 限 {limit} 场',
});
