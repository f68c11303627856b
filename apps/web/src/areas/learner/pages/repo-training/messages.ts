import { defineMessages } from '@web/i18n/core';

/** Texts of a training (/web/repo/training/:repoId/:mode); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-repo-training', {
  right: '■ 答对',
  wrong: '■ 答错',
  unanswered: '□ 未答',
  mark: '标记',
  unmark: '取消标记',
  questionOf: '第 {n} 题 / 共 {total} 题',
  confirmAnswer: '确认答案',
  subjectiveHint: '主观题请对照参考答案与解析自行评估。',
  answerRight: '回答正确！',
  answerWrong: '回答错误，请继续答题！',
  cannotStart: '无法开始训练',
  backToRepo: '返回题库',
  hint: '提示',
  finishUnanswered: '还有试题未作答，确定要结束训练吗？',
  finishConfirm: '确定要结束训练吗？',
  ok: '确定',
  cancel: '取消',
  memoriseHint: '背题模式：直接显示答案',
  prev: '上一题',
  next: '下一题',
  answerCard: '答题卡',
  answerProgress: '答题进度',
  counts: '已答 {answered} 题，答对 {right} 题，正确率 {percent}%',
  finish: '结束训练',
});
