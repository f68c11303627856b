import { z } from 'zod';

/**
 * Statistics of the dashboard (issue 13; docs/decisions/statistics.md "Statistics definitions"). Every
 * figure counts only what the caller may see: their data scope for people, their list permissions and the
 * module switches for the counts of each module.
 */

const whole = () => z.number().int().min(0);
/** A day in the site's time zone, `YYYY-MM-DD`. */
const dateStr = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `/api/stat/total/num/all`: 0 for a module the caller may not list or that is switched off. */
export const StatTotalsSchema = z.strictObject({
  examCount: whole(),
  tmplCount: whole(),
  battleCount: whole(),
  courseCount: whole(),
  fileCount: whole(),
  repoCount: whole(),
  quCount: whole(),
  /** Users within the caller's data scope. */
  userCount: whole(),
  grantCount: whole(),
});
export type StatTotals = z.output<typeof StatTotalsSchema>;

/** `/api/stat/total/user/week`: one row per day. */
export const StatUserDaySchema = z.strictObject({
  dateStr: dateStr(),
  /** Users created that day. */
  newUser: whole(),
  /** Users who signed in, studied or handed in a paper that day. */
  activeUser: whole(),
  /** Users existing at the end of that day. */
  allUser: whole(),
});
export type StatUserDay = z.output<typeof StatUserDaySchema>;

/** `/api/stat/total/exam/week`: one row per day. */
export const StatExamDaySchema = z.strictObject({
  dateStr: dateStr(),
  /** Exams with at least one hand-in that day. */
  examCount: whole(),
  /** Learners who handed in a paper that day. */
  examUser: whole(),
  /** Of those, learners with a passed paper handed in that day. */
  passUser: whole(),
});
export type StatExamDay = z.output<typeof StatExamDaySchema>;

/** `/api/stat/total/learn/week`: one row per day. */
export const StatLearnDaySchema = z.strictObject({
  dateStr: dateStr(),
  /** Learners credited with study time that day. */
  learnUser: whole(),
  /** Learners who finished a course file that day. */
  finishUser: whole(),
  /** Average study seconds per learning learner that day (rounded). */
  avgTime: whole(),
});
export type StatLearnDay = z.output<typeof StatLearnDaySchema>;
