import { defineMessages } from '@web/i18n';

/** Texts of the notice page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('sys-notice', {
  title: '公告标题',
  state: '发布状态',
  openInNewWindow: '在新窗口中查看',
  stateColumn: '状态',
  author: '发布人',
  createTime: '创建时间',
  updateTime: '更新时间',
  publish: '发布',
  withdraw: '撤回为草稿',
  editTitle: '修改公告',
  addTitle: '添加公告',
  titleRequired: '公告标题不能为空！',
  titlePlaceholder: '请输入公告标题',
  stateRequired: '请选择发布状态！',
  publishNow: '立即发布',
  saveDraft: '保存为草稿',
  content: '公告内容',
  contentRequired: '公告内容不能为空！',
  contentPlaceholder: '请输入公告内容',
});
