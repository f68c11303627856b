import { bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { refId } from './columns.ts';

/**
 * Daily statistics roll-ups (issue 13; docs/decisions/statistics.md "Daily roll-ups are kept by the events"), updated
 * by the events themselves (modules/stat/stat-rollup.ts) so the dashboard charts never scan raw rows. `day` is the date
 * in the site's time zone (config `SITE_TZ`).
 */

/**
 * What one user did on one day: the per-user dedupe behind the department counts (a user counts once per
 * day however often they sign in or study). `deptCode` is the user's department at their first event of
 * the day. Study seconds per day exist only here (course study rows keep totals, not days).
 */
export const elStatUserDay = pgTable(
  'el_stat_user_day',
  {
    userId: refId().notNull(),
    day: date({ mode: 'string' }).notNull(),
    deptCode: varchar({ length: 64 }).notNull().default(''),
    /** Signed in, studied or handed in a paper that day. */
    active: boolean().notNull().default(false),
    loginCount: integer().notNull().default(0),
    learnSec: integer().notNull().default(0),
    /** Course files finished that day. */
    finishFiles: integer().notNull().default(0),
    /** Papers handed in that day, and of those the passed ones (a pass decided at marking counts here too). */
    handCount: integer().notNull().default(0),
    passCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('el_stat_user_day_day').on(t.day)],
);

/**
 * Per day and department: users who were active, learning, finishing a file, handing in, passing, and the
 * study seconds. Each department-day is spread over a few `slot` rows (by user) so that concurrent
 * heartbeats of one department do not queue on a single row; readers sum the slots.
 */
export const elStatDeptDay = pgTable(
  'el_stat_dept_day',
  {
    day: date({ mode: 'string' }).notNull(),
    deptCode: varchar({ length: 64 }).notNull(),
    slot: smallint().notNull().default(0),
    activeUser: integer().notNull().default(0),
    learnUser: integer().notNull().default(0),
    finishUser: integer().notNull().default(0),
    /** Study seconds: the sum of the slot's learners' el_stat_user_day rows (batched, see stat-rollup.queries.ts). */
    learnSec: bigint({ mode: 'number' }).notNull().default(0),
    examUser: integer().notNull().default(0),
    passUser: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.deptCode, t.slot] })],
);

/** Exams with at least one hand-in on a day by a learner of a department (for "exams handed in that day"). */
export const elStatExamDay = pgTable(
  'el_stat_exam_day',
  {
    day: date({ mode: 'string' }).notNull(),
    deptCode: varchar({ length: 64 }).notNull(),
    examId: refId().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.deptCode, t.examId] })],
);
