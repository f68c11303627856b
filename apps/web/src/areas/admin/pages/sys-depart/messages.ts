import { defineMessages } from '@web/i18n';

/** Texts of the department page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('sys-depart', {
  topLevel: '顶级部门',
  editTitle: '修改部门',
  addTitle: '添加部门',
  parent: '上级部门',
  code: '部门编码',
  codeHint: '编码按层级自动生成，不能修改',
  name: '部门名称',
  nameRequired: '部门名称不能为空！',
  nameMax: '部门名称不能超过64个字符！',
  namePlaceholder: '请输入部门名称',
  sort: '排序',
  sortRequired: '排序不能为空！',
  searchPlaceholder: '部门名称/编码',
  actions: '操作',
  addChild: '添加下级',
  edit: '修改',
  remove: '删除',
  add: '添加',
});
