import { defineMessages } from '@web/i18n/core';

/** Texts of the wrong-answer book (/web/book/list/:examId); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-book-list', {
  question: '题目',
  imageQuestion: '（图片题）',
  quType: '题型',
  repo: '题库',
  wrongCount: '错误次数',
  lastWrong: '最近答错',
  actions: '操作',
  retrain: '错题练习',
  titleTraining: '错题本（训练）',
  titleExam: '错题本（考试）',
  listLabel: '错题列表',
  empty: '暂无相关数据！',
});
