import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';

/**
 * Analysis pages (issue 13 item 3): one exam, one course, one question bank. Every figure counts only
 * learners within the caller's data scope (docs/decisions/statistics.md "Analysis pages").
 */

const whole = () => z.number().int().min(0);
const score = () => z.number();

/** One bar of the score histogram: learners whose best score is in `[from, to)` (the last bar includes `to`). */
export const ScoreBucketSchema = z.strictObject({
  label: z.string(),
  from: score(),
  to: score(),
  count: whole(),
});

/** One department's results of the exam. */
export const ExamDeptFiguresSchema = z.strictObject({
  deptCode: z.string(),
  deptName: z.string(),
  /** Learners who handed in a paper. */
  examUser: whole(),
  /** Of those, learners with a passed paper. */
  passUser: whole(),
  /** Percent with one decimal. */
  passRate: z.number().min(0).max(100),
  /** Average of the learners' best scores (two decimals). */
  avgScore: score(),
  maxScore: score(),
});

/** `/api/stat/exam/analysis`. */
export const ExamAnalysisSchema = z.strictObject({
  examId: z.string(),
  title: z.string(),
  totalScore: score(),
  qualifyScore: score(),
  /** Papers handed in (awaiting marking or finished). */
  paperCount: whole(),
  /** Papers awaiting marking (their scores are not final yet). */
  markingCount: whole(),
  /** Learners who handed in a paper. */
  examUser: whole(),
  /** Learners with a passed paper. */
  passUser: whole(),
  /** passUser / examUser in percent, one decimal (0 when nobody handed in). */
  passRate: z.number().min(0).max(100),
  /** Of the learners' best scores (0 when nobody handed in). */
  avgScore: score(),
  maxScore: score(),
  minScore: score(),
  buckets: z.array(ScoreBucketSchema),
  /** Handed papers whose learner left the exam page at least once, and the times summed. */
  leavePapers: whole(),
  leaveTimes: whole(),
  /** Handed papers with at least one failed face comparison, and the failures summed. */
  faceFailPapers: whole(),
  faceFails: whole(),
  depts: z.array(ExamDeptFiguresSchema),
});
export type ExamAnalysis = z.output<typeof ExamAnalysisSchema>;

/** A question's correct rate: of `count` answers (an unanswered exam question counts as wrong). */
export const QuRateSchema = z.strictObject({
  quId: z.string(),
  /** The question's text without markup, at most 120 characters. */
  content: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  count: whole(),
  rightCount: whole(),
  /** rightCount / count in percent, one decimal; null when nobody answered. */
  rightRate: z.number().min(0).max(100).nullable(),
});
export type QuRate = z.output<typeof QuRateSchema>;

/** `/api/stat/exam/qu-rates`: the exam's questions, hardest first. */
export const ExamQuRateBodySchema = pagingRequest(z.object({ examId: IdSchema }).passthrough());

/** `/api/stat/exam/export`. */
export const ExamAnalysisExportBodySchema = z.object({ examId: IdSchema });

/** One department's progress in a course. */
export const CourseDeptProgressSchema = z.strictObject({
  deptCode: z.string(),
  deptName: z.string(),
  /** Learners with a study record of the course. */
  learners: whole(),
  finished: whole(),
  /** finished / learners in percent, one decimal. */
  finishRate: z.number().min(0).max(100),
  /** Average credited study seconds per learner. */
  avgSec: whole(),
});
export type CourseDeptProgress = z.output<typeof CourseDeptProgressSchema>;

/** A bank question's correct rates in training and in exams. */
export const RepoQuRateSchema = z.strictObject({
  quId: z.string(),
  content: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  /** Answers given in training, and the right ones. */
  trainCount: whole(),
  trainRight: whole(),
  /** The question in handed exam papers (unanswered counts as wrong), and the right ones. */
  examCount: whole(),
  examRight: whole(),
  /** Both together, percent with one decimal; null when never answered. */
  rightRate: z.number().min(0).max(100).nullable(),
});
export type RepoQuRate = z.output<typeof RepoQuRateSchema>;

/** `/api/stat/repo/qu-rates`: the bank's questions, hardest first (never answered last). */
export const RepoQuRateBodySchema = pagingRequest(z.object({ repoId: IdSchema }).passthrough());
