import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

const time = () => timestamp({ withTimezone: true, mode: 'date' });

/** Folders of the courseware library (a tree by `parentId`, '' at the top). */
export const elCourseCat = pgTable(
  'el_course_cat',
  {
    id: idColumn(),
    parentId: refId().notNull().default(''),
    title: varchar({ length: 64 }).notNull(),
    sort: integer().notNull().default(0),
    createTime: createdAt(),
  },
  (t) => [index('el_course_cat_parent').on(t.parentId)],
);

/**
 * A courseware file. `duration` (seconds), `fileSize` and `pages` are read on the server from the stored
 * upload; `needLearn` is the seconds a learner must study it. `repoIds` name the banks of its exercises.
 */
export const elCourseFile = pgTable(
  'el_course_file',
  {
    id: idColumn(),
    catId: refId().notNull().default(''),
    title: varchar({ length: 256 }).notNull(),
    fileType: integer().notNull(),
    fileUrl: varchar({ length: 1024 }).notNull().default(''),
    viewUrl: varchar({ length: 1024 }).notNull().default(''),
    fileSize: integer().notNull().default(0),
    duration: integer().notNull().default(0),
    pages: integer().notNull().default(0),
    needLearn: integer().notNull().default(0),
    repoIds: jsonb().$type<string[]>().notNull().default([]),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('el_course_file_cat').on(t.catId), index('el_course_file_create_time').on(t.createTime)],
);

/** A course with its study settings (see contracts `SaveCourseBodySchema`). */
export const elCourse = pgTable(
  'el_course',
  {
    id: idColumn(),
    title: varchar({ length: 256 }).notNull(),
    cover: varchar({ length: 1024 }).notNull().default(''),
    content: text().notNull().default(''),
    openType: integer().notNull().default(1),
    startTime: time().notNull(),
    endTime: time().notNull(),
    faceCam: boolean().notNull().default(false),
    faceInterval: integer().notNull().default(0),
    faceIntervalTime: integer().notNull().default(0),
    handCam: boolean().notNull().default(false),
    uploadPhoto: boolean().notNull().default(false),
    videoDrag: boolean().notNull().default(true),
    tripleSpeed: boolean().notNull().default(false),
    checkOn: boolean().notNull().default(false),
    checkSec: integer().notNull().default(0),
    exercises: boolean().notNull().default(false),
    exercisesCount: integer().notNull().default(0),
    points: integer().notNull().default(0),
    certId: refId().notNull().default(''),
    examId: refId().notNull().default(''),
    /** Derived at save: number of files and the sum of their `needLearn`. */
    fileCount: integer().notNull().default(0),
    totalSec: integer().notNull().default(0),
    /** 0 open, 1 disabled. */
    state: integer().notNull().default(0),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('el_course_time').on(t.startTime, t.endTime), index('el_course_create_time').on(t.createTime)],
);

/** The files of a course in catalogue order: chapter `chapterIdx` titled `chapterTitle`, then `sort`. */
export const elCourseItem = pgTable(
  'el_course_item',
  {
    courseId: refId().notNull(),
    fileId: refId().notNull(),
    chapterIdx: integer().notNull(),
    chapterTitle: varchar({ length: 256 }).notNull(),
    sort: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.fileId] }), index('el_course_item_file').on(t.fileId)],
);

/** Who a course is open to: departments (open type 2; a code covers those below it) or persons (3). */
export const elCourseRange = pgTable(
  'el_course_range',
  {
    courseId: refId().notNull(),
    /** 'dept' or 'user'. */
    kind: varchar({ length: 8 }).notNull(),
    ref: varchar({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.kind, t.ref] }), index('el_course_range_ref').on(t.kind, t.ref)],
);

/**
 * A learner's study of one file of a course. `learnSec` only grows through the study socket;
 * `lastPos` is the last accepted playback position (seconds).
 */
export const elCourseLearn = pgTable(
  'el_course_learn',
  {
    userId: refId().notNull(),
    courseId: refId().notNull(),
    fileId: refId().notNull(),
    learnSec: integer().notNull().default(0),
    lastPos: doublePrecision().notNull().default(0),
    finished: boolean().notNull().default(false),
    finishTime: time(),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.fileId] }),
    index('el_course_learn_course').on(t.courseId, t.userId),
    index('el_course_learn_user_time').on(t.userId, t.updateTime),
  ],
);

/** A learner's study of a course as a whole; `breakMsg` says why study was last stopped. */
export const elCourseUser = pgTable(
  'el_course_user',
  {
    userId: refId().notNull(),
    courseId: refId().notNull(),
    learnSec: integer().notNull().default(0),
    finishCount: integer().notNull().default(0),
    finished: boolean().notNull().default(false),
    finishTime: time(),
    breakMsg: varchar({ length: 256 }).notNull().default(''),
    /** Consecutive failed study face checks. */
    faceFails: integer().notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('el_course_user_course').on(t.courseId, t.finished),
    // CourseStat's learner page (most recently active first) reads the top of this index, not every learner.
    index('el_course_user_recent').on(t.courseId, t.updateTime.desc().nullsFirst(), t.userId),
  ],
);

/** An in-course exercise put to a learner: the question, when it was put, and whether it was answered right. */
export const elCourseExercise = pgTable(
  'el_course_exercise',
  {
    id: idColumn(),
    userId: refId().notNull(),
    courseId: refId().notNull(),
    fileId: refId().notNull(),
    quId: refId().notNull(),
    /** 'A'..'D' of the right option (never sent to the learner). */
    answer: varchar({ length: 4 }).notNull(),
    /** 0 open, 1 answered right, 2 answered wrong (another is drawn). */
    state: integer().notNull().default(0),
    createTime: createdAt(),
    answerTime: time(),
  },
  (t) => [index('el_course_exercise_user').on(t.userId, t.courseId, t.fileId)],
);

/** Study photos and their comparison results. */
export const elCourseFace = pgTable(
  'el_course_face',
  {
    id: idColumn(),
    userId: refId().notNull(),
    courseId: refId().notNull(),
    fileId: refId().notNull(),
    photo: varchar({ length: 512 }).notNull(),
    pass: boolean().notNull(),
    failMsg: varchar({ length: 256 }).notNull().default(''),
    createTime: createdAt(),
  },
  (t) => [index('el_course_face_user').on(t.userId, t.courseId, t.createTime)],
);
