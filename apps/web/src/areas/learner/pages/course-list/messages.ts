import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's course list (/web/course); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-course-list', {
  title: '课程学习',
  searchTitle: '搜索课程名称',
  empty: '暂无相关数据！',
  breakDefault: '学习已中断，请重新进入课程学习。',
  fileCount: '课件数：{n}',
  finished: '已完成',
  progress: '学习进度',
});
