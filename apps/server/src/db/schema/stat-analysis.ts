import { bigint, boolean, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { refId } from './columns.ts';

/**
 * Roll-ups of the analysis pages (issue 13 item 3-4; docs/decisions/statistics.md "Statistics roll-ups"), kept by the
 * events (modules/stat/analysis-rollup.ts) so an analysis page reads a few hundred rows instead of scanning
 * paper questions, training answers or study rows. `deptCode` is the learner's department when the event
 * happened (a recount by `rebuildRollups` moves them to their current one); department-limited staff read
 * the rows whose code starts with their scope's code.
 */

/** Per exam, question and department: answers in handed papers (unanswered counts, as wrong) and right ones. */
export const elStatExamQu = pgTable(
  'el_stat_exam_qu',
  {
    examId: refId().notNull(),
    quId: refId().notNull(),
    deptCode: varchar({ length: 64 }).notNull(),
    answers: integer().notNull().default(0),
    rights: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.examId, t.quId, t.deptCode] })],
);

/**
 * Per bank, question and department: answers in trainings (the first answer of a question in a training;
 * a training stores one answer per question) and in handed exam papers, and right ones of each.
 */
export const elStatRepoQu = pgTable(
  'el_stat_repo_qu',
  {
    repoId: refId().notNull(),
    quId: refId().notNull(),
    deptCode: varchar({ length: 64 }).notNull(),
    trainAnswers: integer().notNull().default(0),
    trainRights: integer().notNull().default(0),
    examAnswers: integer().notNull().default(0),
    examRights: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.repoId, t.quId, t.deptCode] })],
);

/**
 * Per exam and learner with a handed paper: the best score of their handed papers and whether one passed,
 * and over those papers: how many, how many await marking, with leaving (and the leave times), with face
 * failures (and the failures).
 */
export const elStatExamUser = pgTable(
  'el_stat_exam_user',
  {
    examId: refId().notNull(),
    userId: refId().notNull(),
    deptCode: varchar({ length: 64 }).notNull(),
    bestScore: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    passed: boolean().notNull().default(false),
    papers: integer().notNull().default(0),
    marking: integer().notNull().default(0),
    leavePapers: integer().notNull().default(0),
    leaveTimes: integer().notNull().default(0),
    facePapers: integer().notNull().default(0),
    faceFails: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] })],
);

/** Per course, file and department: learners with a study record of the file, and those who finished it. */
export const elStatCourseFile = pgTable(
  'el_stat_course_file',
  {
    courseId: refId().notNull(),
    fileId: refId().notNull(),
    deptCode: varchar({ length: 64 }).notNull(),
    learners: integer().notNull().default(0),
    finished: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.fileId, t.deptCode] })],
);

/**
 * Per course and department: learners with a study record of the course, those who finished it, and the
 * seconds credited to their course records (the sum of `el_course_user.learn_sec`; written in the 5 s
 * batches of the study statistics, like the daily study seconds).
 */
export const elStatCourseDept = pgTable(
  'el_stat_course_dept',
  {
    courseId: refId().notNull(),
    deptCode: varchar({ length: 64 }).notNull(),
    learners: integer().notNull().default(0),
    finished: integer().notNull().default(0),
    learnSec: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.deptCode] })],
);
