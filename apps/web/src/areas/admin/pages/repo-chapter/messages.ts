import { defineMessages } from '@web/i18n/core';

/** Texts of a bank's chapter page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-repo-chapter', {
  no: '序号',
  title: '章节名称',
  quCount: '试题数',
  actions: '操作',
  back: '返回',
  pageTitle: '章节管理',
  pageTitleOf: '章节管理 - {title}',
  add: '添加章节',
  addTitle: '添加章节',
  editTitle: '修改章节',
  titleRequired: '章节名称不能为空！',
});
