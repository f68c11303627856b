import { defineMessages } from '@web/i18n/core';

/** Texts of the paper template page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-exam-tmpl', {
  tmplName: '模板名称',
  composeType: '组卷方式',
  fixed: '固定试题',
  byRules: '按规则抽题',
  quCount: '题目数',
  totalScore: '总分',
  remark: '备注',
  updateTime: '更新时间',
  actions: '操作',
  createExam: '用此模板创建考试',
  editTitle: '修改试卷模板',
  addTitle: '添加试卷模板',
  tmplNameRequired: '模板名称不能为空！',
  tmplNamePlaceholder: '请输入模板名称',
  optional: '选填',
});
