import { defineMessages } from '@web/i18n/core';

/** Texts of a question bank's page (/web/repo/view/:repoId); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-repo-view', {
  mode1: '顺序练习',
  mode1Hint: '按题库顺序逐题练习',
  mode2: '随机练习',
  mode2Hint: '打乱题目顺序练习',
  mode3: '题型练习',
  mode3Hint: '只练习选定题型',
  mode4: '章节练习',
  mode4Hint: '只练习选定章节',
  mode5: '错题练习',
  mode5Hint: '练习错题本中本题库的错题，答对后移出错题本',
  mode6: '背题模式',
  mode6Hint: '直接显示答案与解析',
  chooseTypeFirst: '请选择题型！',
  chooseChapterFirst: '请选择章节！',
  quCount: '试题总数',
  objCount: '客观题',
  subjCount: '主观题',
  chooseType: '请选择题型',
  chooseChapter: '请选择章节',
  optionCount: '{name}（{n}题）',
  restart: '重新开始（结束未完成的同模式训练）',
  start: '开始训练',
  myTrainings: '我的训练记录',
});
