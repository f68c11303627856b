import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's question banks (/web/repo); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-repo-list', {
  title: '题库训练',
  searchTitle: '搜索题库名称',
  empty: '暂无相关数据！',
  inOrder: '顺序练习',
  random: '随机练习',
  moreModes: '更多模式',
  quCount: '试题总数',
  objCount: '客观题',
  subjCount: '主观题',
});
