import { defineMessages } from '@web/i18n/core';

/** Texts of the course list (ListCourse); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-course-list', {
  title: '课程名称',
  openType: '开放类型',
  fileCount: '课件数',
  totalSec: '总学时',
  time: '开始/结束时间',
  state: '状态',
  actions: '操作',
  edit: '编辑',
  stat: '学习统计',
  notify: '通知',
  notifyTitle: '课程通知',
  notifyConfirm: '确定向「{title}」开放范围内的学员发送课程通知吗？',
  send: '发送',
  notified: '操作成功！已通知 {count} 人',
});
