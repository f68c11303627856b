import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

/**
 * A learner's training on one question bank. `mode` is dictionary `train_mode` (1..6); `state` 0 in
 * progress, 1 ended. The counts are kept on the row so the history list needs no join.
 */
export const elTrain = pgTable(
  'el_train',
  {
    id: idColumn(),
    userId: refId().notNull(),
    repoId: refId().notNull(),
    mode: integer().notNull(),
    /** Mode 3: the question type trained; mode 4: the chapter trained ('' otherwise). */
    quType: integer(),
    chapterId: refId().notNull().default(''),
    state: integer().notNull().default(0),
    totalCount: integer().notNull().default(0),
    answerCount: integer().notNull().default(0),
    rightCount: integer().notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('el_train_user_repo_mode').on(t.userId, t.repoId, t.mode, t.state),
    index('el_train_user_time').on(t.userId, t.updateTime),
  ],
);

/** The questions of one training, in `sort` order, with the learner's answer once given. */
export const elTrainQu = pgTable(
  'el_train_qu',
  {
    trainId: refId().notNull(),
    quId: refId().notNull(),
    sort: integer().notNull(),
    answered: boolean().notNull().default(false),
    isRight: boolean().notNull().default(false),
    /** The learner's answer (contracts `LearnerAnswer`), null until answered. */
    answer: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.trainId, t.quId] }), index('el_train_qu_sort').on(t.trainId, t.sort)],
);

/**
 * The wrong-answer book: one row per learner, question and source (`examId` '' for training), with how
 * often it was answered wrong.
 */
export const elWrongBook = pgTable(
  'el_wrong_book',
  {
    id: idColumn(),
    userId: refId().notNull(),
    repoId: refId().notNull().default(''),
    quId: refId().notNull(),
    examId: varchar({ length: 32 }).notNull().default(''),
    wrongCount: integer().notNull().default(1),
    lastWrongTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('el_wrong_book_user_qu_exam').on(t.userId, t.quId, t.examId),
    index('el_wrong_book_user_repo').on(t.userId, t.repoId),
  ],
);
