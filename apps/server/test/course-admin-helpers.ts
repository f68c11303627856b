import type { SaveCourseBody } from '@xuekao/contracts';
import { eq } from 'drizzle-orm';
import { elCourseFile, elCourseItem, elCourseLearn, elCourseUser, sysUserMsg } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * Helpers of the course administration tests (courses saved through the API, study simulated by rows).
 * The study tests have their own in course-helpers.ts.
 */

/** Menus of a course manager (list, add, edit, delete, notify, statistics). */
export const COURSE_MENUS = [
  'm-course',
  'm-course-list',
  'm-course-add',
  'm-fn-course-add',
  'm-fn-course-edit',
  'm-fn-course-delete',
  'm-fn-course-notify',
  'm-course-stat',
];

/** Inserts a library file directly (no upload): a document asking for `needLearn` seconds. */
export async function insertLibraryFile(t: TestApp, o: { title?: string; needLearn?: number } = {}) {
  const id = newId();
  await t.ctx.db.insert(elCourseFile).values({
    id,
    title: o.title ?? `课件${id.slice(-6)}`,
    fileType: 11,
    fileUrl: `/upload/${id}.pdf`,
    needLearn: o.needLearn ?? 100,
  });
  return id;
}

const hour = 3600_000;

/** A public course open now for an hour over the given files (one chapter). */
export function courseBody(fileIds: string[], o: Partial<SaveCourseBody> = {}): SaveCourseBody {
  return {
    title: `课程${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + hour).toISOString(),
    chapters: [{ title: '第一章', fileIds }],
    ...o,
  };
}

export async function saveCourseOk(t: TestApp, token: string, body: SaveCourseBody): Promise<string> {
  const res = await t.post<{ id: string }>('/api/course/course/save', body, token);
  if (res.code !== 0) throw new Error(`save course: ${res.code} ${res.msg}`);
  return res.data.id;
}

/**
 * Simulates study without the socket: the learner's file rows (seconds, finished) and their course row
 * (total seconds, finished files, finished).
 */
export async function simulateStudy(
  t: TestApp,
  userId: string,
  courseId: string,
  files: Array<{ fileId: string; learnSec: number; finished?: boolean; lastPos?: number }>,
  o: { finished?: boolean; breakMsg?: string } = {},
) {
  if (files.length) {
    await t.ctx.db.insert(elCourseLearn).values(
      files.map((f) => ({
        userId,
        courseId,
        fileId: f.fileId,
        learnSec: f.learnSec,
        lastPos: f.lastPos ?? 0,
        finished: f.finished ?? false,
        finishTime: f.finished ? new Date() : null,
      })),
    );
  }
  await t.ctx.db.insert(elCourseUser).values({
    userId,
    courseId,
    learnSec: files.reduce((s, f) => s + f.learnSec, 0),
    finishCount: files.filter((f) => f.finished).length,
    finished: o.finished ?? false,
    finishTime: o.finished ? new Date() : null,
    breakMsg: o.breakMsg ?? '',
  });
}

/** The stored rows of a course (to check what an edit or a delete kept). */
export async function courseRows(t: TestApp, courseId: string) {
  const db = t.ctx.db;
  const [items, learns, users] = await Promise.all([
    db.select().from(elCourseItem).where(eq(elCourseItem.courseId, courseId)),
    db.select().from(elCourseLearn).where(eq(elCourseLearn.courseId, courseId)),
    db.select().from(elCourseUser).where(eq(elCourseUser.courseId, courseId)),
  ]);
  return { items, learns, users };
}

/** Titles of the messages a user received. */
export async function messageTitles(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.ctx.db.select({ title: sysUserMsg.title }).from(sysUserMsg).where(eq(sysUserMsg.userId, userId));
  return rows.map((r) => r.title);
}
