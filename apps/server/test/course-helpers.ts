import { and, eq } from 'drizzle-orm';
import {
  elCourse,
  elCourseExercise,
  elCourseFile,
  elCourseItem,
  elCourseLearn,
  elCourseRange,
  elCourseUser,
  elPointsLog,
  elRepo,
} from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestApp } from './build-test-app.ts';

type FileRow = typeof elCourseFile.$inferInsert;
type CourseRow = typeof elCourse.$inferInsert;

/** A courseware file row (a document of 100 s by default). */
export async function insertCourseFile(t: TestApp, o: Partial<FileRow> = {}): Promise<string> {
  const id = newId();
  await t.ctx.db.insert(elCourseFile).values({
    id,
    title: `课件${id.slice(-6)}`,
    fileType: 11,
    fileUrl: '/upload/demo.pdf',
    needLearn: 100,
    ...o,
  });
  return id;
}

/**
 * A course open now for a day holding the files in one chapter (public unless `openType` and `range`
 * say otherwise). Rows are written directly: these tests are about study, not about saving courses.
 */
export async function insertCourse(
  t: TestApp,
  fileIds: string[],
  o: Partial<CourseRow> = {},
  range: { dept?: string[]; user?: string[] } = {},
): Promise<string> {
  const id = newId();
  const now = Date.now();
  await t.ctx.db.insert(elCourse).values({
    id,
    title: `课程${id.slice(-6)}`,
    startTime: new Date(now - 3600_000),
    endTime: new Date(now + 24 * 3600_000),
    fileCount: fileIds.length,
    ...o,
  });
  if (fileIds.length) {
    await t.ctx.db
      .insert(elCourseItem)
      .values(fileIds.map((fileId, i) => ({ courseId: id, fileId, chapterIdx: 0, chapterTitle: '第一章', sort: i })));
  }
  const refs = [
    ...(range.dept ?? []).map((ref) => ({ courseId: id, kind: 'dept', ref })),
    ...(range.user ?? []).map((ref) => ({ courseId: id, kind: 'user', ref })),
  ];
  if (refs.length) await t.ctx.db.insert(elCourseRange).values(refs);
  return id;
}

/** The learner's study row of a file (learnSec, lastPos, finished). */
export async function learnRowOf(t: TestApp, userId: string, courseId: string, fileId: string) {
  const [r] = await t.ctx.db
    .select()
    .from(elCourseLearn)
    .where(
      and(eq(elCourseLearn.userId, userId), eq(elCourseLearn.courseId, courseId), eq(elCourseLearn.fileId, fileId)),
    );
  return r;
}

/** The learner's study row of a course (learnSec, finishCount, finished, breakMsg). */
export async function courseUserOf(t: TestApp, userId: string, courseId: string) {
  const [r] = await t.ctx.db
    .select()
    .from(elCourseUser)
    .where(and(eq(elCourseUser.userId, userId), eq(elCourseUser.courseId, courseId)));
  return r;
}

/** The right letter of an exercise put to a learner (never sent to them). */
export async function exerciseAnswerOf(t: TestApp, id: string): Promise<string> {
  const [r] = await t.ctx.db.select().from(elCourseExercise).where(eq(elCourseExercise.id, id));
  return r?.answer ?? '';
}

/** The exercise rows of a learner (any course and file). */
export async function exercisesOf(t: TestApp, userId: string) {
  return t.ctx.db.select().from(elCourseExercise).where(eq(elCourseExercise.userId, userId));
}

/** Moves the creation time of a learner's exercises on a file back by `ms` (the hourly drawing limit). */
export async function ageExercises(t: TestApp, userId: string, fileId: string, ms: number): Promise<void> {
  await t.ctx.db
    .update(elCourseExercise)
    .set({ createTime: new Date(Date.now() - ms) })
    .where(and(eq(elCourseExercise.userId, userId), eq(elCourseExercise.fileId, fileId)));
}

/** Opens or closes a bank to training (`isTrain`). */
export async function setBankTrain(t: TestApp, repoId: string, isTrain: boolean): Promise<void> {
  await t.ctx.db.update(elRepo).set({ isTrain }).where(eq(elRepo.id, repoId));
}

export async function pointsLogOf(t: TestApp, userId: string) {
  return t.ctx.db.select().from(elPointsLog).where(eq(elPointsLog.userId, userId));
}
