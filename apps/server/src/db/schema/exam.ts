import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

const time = () => timestamp({ withTimezone: true, mode: 'date' });
/** Scores: two decimals, read as numbers. */
const scoreCol = () => numeric({ precision: 10, scale: 2, mode: 'number' });

export interface ExamRuleJson {
  repoId: string;
  quType: number;
  level: number;
  chapterId: string;
  count: number;
  score: number;
}
export interface FixedQuJson {
  quId: string;
  score: number;
}

/** Composition columns shared by exams and paper templates. */
const composition = () => ({
  /** 1 rule rows, 2 fixed questions. */
  composeType: integer().notNull().default(1),
  rules: jsonb().$type<ExamRuleJson[]>().notNull().default([]),
  fixedQus: jsonb().$type<FixedQuJson[]>().notNull().default([]),
  /** Derived from the composition. */
  quCount: integer().notNull().default(0),
  totalScore: scoreCol().notNull().default(0),
});

/** Reusable paper templates (AddExam with tmplId). */
export const elExamTmpl = pgTable('el_exam_tmpl', {
  id: idColumn(),
  title: varchar({ length: 256 }).notNull(),
  remark: varchar({ length: 1024 }).notNull().default(''),
  ...composition(),
  createBy: refId().notNull().default(''),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** Exams. Durations in minutes, `leaveCheck` in seconds. See contracts `SaveExamBodySchema`. */
export const elExam = pgTable(
  'el_exam',
  {
    id: idColumn(),
    title: varchar({ length: 256 }).notNull(),
    content: text().notNull().default(''),
    examType: integer().notNull().default(1),
    openType: integer().notNull().default(1),
    password: varchar({ length: 64 }).notNull().default(''),
    startTime: time().notNull(),
    endTime: time().notNull(),
    totalTime: integer().notNull(),
    qualifyScore: scoreCol().notNull().default(0),
    chance: integer().notNull().default(0),
    lateMax: integer().notNull().default(0),
    handMin: integer().notNull().default(0),
    quRand: boolean().notNull().default(false),
    itemRand: boolean().notNull().default(false),
    showAnswer: boolean().notNull().default(true),
    copyPaste: boolean().notNull().default(true),
    leaveOn: boolean().notNull().default(false),
    leaveCheck: integer().notNull().default(5),
    leaveCount: integer().notNull().default(3),
    /** Action checker (inactivity): seconds without input before a break; breaks before hand-in (0 = record only). */
    actionOn: boolean().notNull().default(false),
    actionInterval: integer().notNull().default(300),
    actionLimit: integer().notNull().default(0),
    faceOn: boolean().notNull().default(false),
    camOn: boolean().notNull().default(false),
    camInterval: integer().notNull().default(5),
    faceLimit: integer().notNull().default(3),
    partialPercent: integer().notNull().default(0),
    certId: refId().notNull().default(''),
    points: integer().notNull().default(0),
    tmplId: refId().notNull().default(''),
    ...composition(),
    /** 0 open, 1 disabled. */
    state: integer().notNull().default(0),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('el_exam_time').on(t.startTime, t.endTime), index('el_exam_create_time').on(t.createTime)],
);

/** Who an exam is open to: departments (open type 2; a code covers those below it) or persons (3). */
export const elExamRange = pgTable(
  'el_exam_range',
  {
    examId: refId().notNull(),
    /** 'dept' or 'user'. */
    kind: varchar({ length: 8 }).notNull(),
    ref: varchar({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.kind, t.ref] }), index('el_exam_range_ref').on(t.kind, t.ref)],
);

/**
 * A learner's attempt. `limitTime` is the deadline (min(start + duration, exam end)); the sweeper hands in
 * papers past it. At most one paper of a learner is in progress (partial unique index).
 */
export const elPaper = pgTable(
  'el_paper',
  {
    id: idColumn(),
    examId: refId().notNull(),
    userId: refId().notNull(),
    title: varchar({ length: 256 }).notNull(),
    totalScore: scoreCol().notNull().default(0),
    qualifyScore: scoreCol().notNull().default(0),
    quCount: integer().notNull().default(0),
    userScore: scoreCol().notNull().default(0),
    objScore: scoreCol().notNull().default(0),
    subjScore: scoreCol().notNull().default(0),
    rightCount: integer().notNull().default(0),
    /** null until final (after marking when subjective). */
    passed: boolean(),
    /** 0 in exam, 1 awaiting marking, 2 finished, 3 abandoned. */
    state: integer().notNull().default(0),
    handReason: integer().notNull().default(0),
    limitTime: time().notNull(),
    handTime: time(),
    leaveTimes: integer().notNull().default(0),
    /** Inactivity breaks counted (action checker), at most one per the exam's interval after `actionLast`. */
    actionTimes: integer().notNull().default(0),
    actionLast: time(),
    faceFails: integer().notNull().default(0),
    /** Failed face comparisons in a row (a passing photo resets it): the exam's faceLimit counts these. */
    faceStreak: integer().notNull().default(0),
    /** Face-out events the exam camera reported (no face in view, at most one per 10 s; exam-hub.ts). */
    faceOuts: integer().notNull().default(0),
    captureCount: integer().notNull().default(0),
    /** Admitted through an approved application (its id). */
    applyId: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('el_paper_exam_user').on(t.examId, t.userId),
    index('el_paper_user_time').on(t.userId, t.createTime),
    index('el_paper_deadline').on(t.state, t.limitTime),
    uniqueIndex('el_paper_one_open').on(t.userId).where(sql`${t.state} = 0`),
  ],
);

/**
 * The questions of a paper. `answer` is the learner's answer as they sent it (matching in the masked
 * ids the paper showed); `optOrder` the option order of this paper when options are shuffled.
 * `marks` holds hand-given scores of subjective answers by sub-question id ('' for the question itself).
 */
export const elPaperQu = pgTable(
  'el_paper_qu',
  {
    paperId: refId().notNull(),
    quId: refId().notNull(),
    repoId: refId().notNull().default(''),
    sort: integer().notNull(),
    quType: integer().notNull(),
    score: scoreCol().notNull(),
    optOrder: jsonb().$type<string[]>(),
    answer: jsonb().$type<Record<string, unknown>>(),
    answered: boolean().notNull().default(false),
    /** The answer journal number of the stored answer (0: none, or saved without one). */
    answerSeq: bigint({ mode: 'number' }).notNull().default(0),
    isRight: boolean().notNull().default(false),
    actualScore: scoreCol().notNull().default(0),
    subjective: boolean().notNull().default(false),
    marks: jsonb().$type<Record<string, { score: number; remark: string }>>(),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.quId] }), index('el_paper_qu_sort').on(t.paperId, t.sort)],
);

/** A learner's results of one exam: attempts, best and last score, passed. */
export const elExamRecord = pgTable(
  'el_exam_record',
  {
    examId: refId().notNull(),
    userId: refId().notNull(),
    tries: integer().notNull().default(0),
    maxScore: scoreCol().notNull().default(0),
    lastScore: scoreCol().notNull().default(0),
    passed: boolean().notNull().default(false),
    lastPaperId: refId().notNull().default(''),
    lastHandTime: time(),
    updateTime: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] }), index('el_exam_record_user').on(t.userId, t.updateTime)],
);

/** Exam applications: reviewed by staff; an approved one lets the learner in once (`used`). */
export const elExamApply = pgTable(
  'el_exam_apply',
  {
    id: idColumn(),
    examId: refId().notNull(),
    userId: refId().notNull(),
    applyMsg: varchar({ length: 1024 }).notNull(),
    /** 0 pending, 1 approved, 2 rejected. */
    state: integer().notNull().default(0),
    auditMsg: varchar({ length: 1024 }).notNull().default(''),
    auditBy: refId().notNull().default(''),
    auditTime: time(),
    used: boolean().notNull().default(false),
    createTime: createdAt(),
  },
  (t) => [index('el_exam_apply_exam_user').on(t.examId, t.userId), index('el_exam_apply_state').on(t.state)],
);

/** Exam camera photos of a paper, with the face comparison's outcome. */
export const elPaperCapture = pgTable(
  'el_paper_capture',
  {
    id: idColumn(),
    paperId: refId().notNull(),
    userId: refId().notNull(),
    fileUrl: varchar({ length: 512 }).notNull(),
    /** true match, false mismatch or no face, null not compared (no face provider or no face photo). */
    pass: boolean(),
    msg: varchar({ length: 256 }).notNull().default(''),
    createTime: createdAt(),
  },
  (t) => [index('el_paper_capture_paper').on(t.paperId, t.createTime)],
);

/**
 * Answer files staff applied to a paper (docs/EXAMS.md#answer-file): who, when, what the file said of itself
 * (made, last acknowledged by the server as the page knew it; the learner could forge both) and what the
 * server did with its answers. Kept for staff to judge; the paper's own rows hold the answers applied.
 */
export const elPaperAnswerFile = pgTable(
  'el_paper_answer_file',
  {
    id: idColumn(),
    paperId: refId().notNull(),
    userId: refId().notNull(),
    uploadBy: refId().notNull(),
    /** The paper's state when the file was applied (0 in exam, 1 awaiting marking, 2 finished). */
    paperState: integer().notNull(),
    fileMade: time(),
    fileLastAck: time(),
    entries: integer().notNull().default(0),
    applied: integer().notNull().default(0),
    stale: integer().notNull().default(0),
    late: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    scoreBefore: scoreCol().notNull().default(0),
    scoreAfter: scoreCol().notNull().default(0),
    createTime: createdAt(),
  },
  (t) => [index('el_paper_answer_file_paper').on(t.paperId, t.createTime)],
);
