import { boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

/** Question banks (repositories). `isExam`: usable for exams; `isTrain`: open to learners for practice. */
export const elRepo = pgTable(
  'el_repo',
  {
    id: idColumn(),
    title: varchar({ length: 256 }).notNull(),
    remark: varchar({ length: 1024 }).notNull().default(''),
    isExam: boolean().notNull().default(true),
    isTrain: boolean().notNull().default(true),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('el_repo_create_time').on(t.createTime)],
);

/** Chapters of a bank, ordered by `sort`. */
export const elRepoChapter = pgTable(
  'el_repo_chapter',
  {
    id: idColumn(),
    repoId: refId().notNull(),
    title: varchar({ length: 256 }).notNull(),
    sort: integer().notNull().default(0),
    createTime: createdAt(),
  },
  (t) => [index('el_repo_chapter_repo').on(t.repoId, t.sort)],
);

/**
 * Questions. `chapterId` '' = no chapter. `parentId` '0' for a top-level question, else the id of the
 * composite (type 99) it belongs to. Types: 1 single, 2 multiple, 3 judge, 4 short answer, 5 fill-blank,
 * 6 matching, 99 composite. Level 1 normal, 2 hard. `content`/`analysis` are sanitized HTML.
 */
export const elQu = pgTable(
  'el_qu',
  {
    id: idColumn(),
    repoId: refId().notNull(),
    chapterId: refId().notNull().default(''),
    parentId: refId().notNull().default('0'),
    quType: integer().notNull(),
    level: integer().notNull().default(1),
    content: text().notNull().default(''),
    analysis: text().notNull().default(''),
    image: varchar({ length: 512 }).notNull().default(''),
    sort: integer().notNull().default(0),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('el_qu_repo').on(t.repoId, t.quType),
    index('el_qu_chapter').on(t.chapterId),
    index('el_qu_type').on(t.quType),
    index('el_qu_parent').on(t.parentId),
  ],
);

/**
 * Answer items of a question, ordered by `sort`. Choice types: options tagged A..Z with `isRight`.
 * Fill-blank: one row per blank (tag = blank number 1, 2...), `answers` its accepted answers.
 * Matching: one row per pair, `content` the left text, `answers[0]` the correct right-hand text.
 */
export const elQuAnswer = pgTable(
  'el_qu_answer',
  {
    id: idColumn(),
    quId: refId().notNull(),
    tag: varchar({ length: 8 }).notNull().default(''),
    content: text().notNull().default(''),
    image: varchar({ length: 512 }).notNull().default(''),
    isRight: boolean().notNull().default(false),
    analysis: text().notNull().default(''),
    answers: jsonb().$type<string[]>().notNull().default([]),
    sort: integer().notNull().default(0),
  },
  (t) => [index('el_qu_answer_qu').on(t.quId, t.sort)],
);
