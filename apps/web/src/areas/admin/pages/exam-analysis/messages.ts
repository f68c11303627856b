import { defineMessages } from '@web/i18n/core';

/** Texts of the exam analysis page and its charts; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-exam-analysis', {
  dept: '部门',
  examUser: '参考人数',
  passUser: '通过人数',
  passRate: '通过率',
  avgScore: '平均分',
  maxScore: '最高分',
  minScore: '最低分',
  qu: '试题',
  quType: '题型',
  answerCount: '作答人次',
  rightCount: '答对人次',
  rightRate: '正确率',
  loadFailed: '考试分析加载失败',
  title: '考试分析',
  titleOf: '考试分析：{title}',
  exportFile: '{title}成绩.xlsx',
  examFallback: '考试',
  exportLabel: '导出成绩',
  summaryPapers: '已交试卷 {papers} 份（待阅卷 {marking} 份）；及格线 {qualify} 分；',
  summaryCheats:
    '离开考试页面 {leavePapers} 份试卷共 {leaveTimes} 次；人脸比对失败 {facePapers} 份试卷共 {faceFails} 次。',
  histogram: '分数分布',
  noPapers: '暂无交卷',
  deptCompare: '部门对比',
  deptScores: '部门成绩',
  quRates: '试题正确率（难题在前）',
  score: '分数',
  people: '人数',
  passRatePct: '通过率(%)',
});
