import { defineMessages } from '@web/i18n/core';

/** Texts of the learner's question widgets (answer inputs, answer key); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-question', {
  rightTag: '正确答案',
  blankN: '填空{n}',
  chooseMatch: '请选择匹配项',
  enterAnswer: '请输入答案',
  deleteRecording: '删除录音',
  rightAnswer: '正确答案：',
  blankAnswers: '填空{n}：{answers}',
  or: ' 或 ',
  tagSep: '、',
  itemSep: '；',
  subN: '第{n}小题',
  analysis: '答案解析：',
});
