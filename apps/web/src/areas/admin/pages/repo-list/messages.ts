import { defineMessages } from '@web/i18n/core';

/** Texts of the question bank list and its dialog; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-repo-list', {
  yes: '是',
  no: '否',
  forExam: '用于考试',
  notForExam: '不用于考试',
  forTrain: '开放训练',
  notForTrain: '不开放训练',
  title: '题库名称',
  quCount: '试题数',
  objCount: '客观题',
  subjCount: '主观题',
  usage: '用途',
  createTime: '创建时间',
  actions: '操作',
  chapters: '章节管理',
  questions: '试题管理',
  analysis: '分析',
  addTitle: '添加题库',
  editTitle: '修改题库',
  titleRequired: '题库名称不能为空！',
  remark: '题库描述',
  forExamHint: '关闭后组卷时不能选择此题库',
  forTrainHint: '开启后学员可在题库训练中练习',
});
