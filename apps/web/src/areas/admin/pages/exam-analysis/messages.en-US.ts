import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-exam-analysis', {
  dept: 'Department',
  examUser: 'Examinees',
  passUser: 'Passed',
  passRate: 'Pass rate',
  avgScore: 'Average',
  maxScore: 'Highest',
  minScore: 'Lowest',
  qu: 'Question',
  quType: 'Type',
  answerCount: 'Answers',
  rightCount: 'Right answers',
  rightRate: 'Correct rate',
  loadFailed: 'The exam analysis could not be loaded',
  title: 'Exam analysis',
  titleOf: 'Exam analysis: {title}',
  exportFile: '{title} results.xlsx',
  examFallback: 'Exam',
  exportLabel: 'Export results',
  summaryPapers: '{papers} papers handed in ({marking} awaiting marking); pass mark {qualify}; ',
  summaryCheats:
    'the exam page was left {leaveTimes} times in {leavePapers} papers; the face check failed {faceFails} times in {facePapers} papers.',
  histogram: 'Score distribution',
  noPapers: 'No papers handed in',
  deptCompare: 'Departments compared',
  deptScores: 'Department results',
  quRates: 'Correct rate per question (hardest first)',
  score: 'Score',
  people: 'People',
  passRatePct: 'Pass rate (%)',
});
