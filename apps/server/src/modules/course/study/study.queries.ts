import type { DbOrTx } from '@server/db/client.ts';
import { runPage } from '@server/db/paging.ts';
import {
  elCourse,
  elCourseFile,
  elCourseItem,
  elCourseLearn,
  elCourseUser,
  elExamRecord,
} from '@server/db/schema/index.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

/** Rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export type LearnDbRow = typeof elCourseLearn.$inferSelect;
export type CourseUserDbRow = typeof elCourseUser.$inferSelect;

/**
 * The learner's rows for the file and the course, created on first study; `made` says which rows this call
 * created (the statistics count a learner of the file and of the course once).
 */
export async function ensureStudyRows(
  db: DbOrTx,
  k: { userId: string; courseId: string; fileId: string },
): Promise<LearnDbRow & { made: { file: boolean; course: boolean } }> {
  const course = await db
    .insert(elCourseUser)
    .values({ userId: k.userId, courseId: k.courseId })
    .onConflictDoNothing()
    .returning({ userId: elCourseUser.userId });
  const made = await db
    .insert(elCourseLearn)
    .values(k)
    .onConflictDoNothing()
    .returning({ userId: elCourseLearn.userId });
  const [row] = await db
    .select()
    .from(elCourseLearn)
    .where(
      and(
        eq(elCourseLearn.userId, k.userId),
        eq(elCourseLearn.courseId, k.courseId),
        eq(elCourseLearn.fileId, k.fileId),
      ),
    );
  return { ...(row as LearnDbRow), made: { file: made.length > 0, course: course.length > 0 } };
}

export async function findLearn(
  db: DbOrTx,
  k: { userId: string; courseId: string; fileId: string },
): Promise<LearnDbRow | undefined> {
  const [row] = await db
    .select()
    .from(elCourseLearn)
    .where(
      and(
        eq(elCourseLearn.userId, k.userId),
        eq(elCourseLearn.courseId, k.courseId),
        eq(elCourseLearn.fileId, k.fileId),
      ),
    );
  return row;
}

export async function findCourseUser(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(elCourseUser)
    .where(and(eq(elCourseUser.userId, userId), eq(elCourseUser.courseId, courseId)));
  return row;
}

/**
 * Stores one heartbeat in one statement: the file's credited seconds (never past `needLearn`) and position,
 * and the course's total. Answers the file's seconds and whether this heartbeat finished it.
 */
export async function saveBeat(
  db: DbOrTx,
  b: { userId: string; courseId: string; fileId: string; credit: number; pos: number; needLearn: number },
): Promise<{ learnSec: number; finishedNow: boolean }> {
  const credit = Math.max(0, Math.trunc(b.credit));
  const res = await db.execute(sql`
    with l as (
      update ${elCourseLearn}
         set learn_sec = least(learn_sec + ${credit}, greatest(${b.needLearn}, learn_sec)),
             last_pos = ${b.pos},
             finished = finished or learn_sec + ${credit} >= ${b.needLearn},
             finish_time = case when not finished and learn_sec + ${credit} >= ${b.needLearn} then now() else finish_time end,
             update_time = now()
       where user_id = ${b.userId} and course_id = ${b.courseId} and file_id = ${b.fileId}
      returning learn_sec, finished, finish_time
    ), u as (
      update ${elCourseUser} set learn_sec = learn_sec + ${credit}, update_time = now()
       where ${credit} > 0 and user_id = ${b.userId} and course_id = ${b.courseId}
      returning 1
    )
    select l.learn_sec::int as learn_sec, (l.finished and l.finish_time = now()) as finished_now
      from l left join (select count(*) from u) x on true`);
  const row = rowsOf<{ learn_sec: number; finished_now: boolean }>(res)[0];
  return { learnSec: Number(row?.learn_sec ?? 0), finishedNow: !!row?.finished_now };
}

/** Files of the course and how many of them the learner finished; stores the count. */
export async function refreshFinishCount(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<{ fileCount: number; finishCount: number }> {
  const res = await db.execute(sql`
    with c as (
      select count(*)::int as file_count,
             count(l.file_id) filter (where l.finished)::int as finish_count
        from ${elCourseItem} i
        left join ${elCourseLearn} l on l.course_id = i.course_id and l.file_id = i.file_id and l.user_id = ${userId}
       where i.course_id = ${courseId}
    ), u as (
      update ${elCourseUser} set finish_count = (select finish_count from c), update_time = now()
       where user_id = ${userId} and course_id = ${courseId}
      returning 1
    )
    select file_count, finish_count from c left join (select count(*) from u) x on true`);
  const row = rowsOf<{ file_count: number; finish_count: number }>(res)[0];
  return { fileCount: Number(row?.file_count ?? 0), finishCount: Number(row?.finish_count ?? 0) };
}

/** Marks the course finished for the learner; true only for the call that did it. */
export async function markCourseFinished(db: DbOrTx, userId: string, courseId: string): Promise<boolean> {
  const rows = await db
    .update(elCourseUser)
    .set({ finished: true, finishTime: new Date(), breakMsg: '', updateTime: new Date() })
    .where(and(eq(elCourseUser.userId, userId), eq(elCourseUser.courseId, courseId), eq(elCourseUser.finished, false)))
    .returning({ userId: elCourseUser.userId });
  return rows.length > 0;
}

/** Learners of the course with every file finished but the course not (after an edit removed files). */
export async function findUnsettledLearners(db: DbOrTx, courseId: string, fileCount: number): Promise<string[]> {
  const rows = await db
    .select({ userId: elCourseUser.userId })
    .from(elCourseUser)
    .where(
      and(
        eq(elCourseUser.courseId, courseId),
        eq(elCourseUser.finished, false),
        sql`${elCourseUser.finishCount} >= ${fileCount}`,
      ),
    );
  return rows.map((r) => r.userId);
}

/** Courses requiring the exam that the learner studied and has not finished. */
export async function findOpenCoursesOfExam(db: DbOrTx, userId: string, examId: string) {
  const rows = await db
    .select({ course: elCourse })
    .from(elCourse)
    .innerJoin(elCourseUser, and(eq(elCourseUser.courseId, elCourse.id), eq(elCourseUser.userId, userId)))
    .where(and(eq(elCourse.examId, examId), eq(elCourseUser.finished, false)));
  return rows.map((r) => r.course);
}

/** `findOpenCoursesOfExam` of many learners in one query (the hand-in lane's batch). */
export async function findOpenCoursesOfExamFor(db: DbOrTx, userIds: readonly string[], examId: string) {
  if (!userIds.length) return [];
  return db
    .select({ userId: elCourseUser.userId, course: elCourse })
    .from(elCourse)
    .innerJoin(elCourseUser, eq(elCourseUser.courseId, elCourse.id))
    .where(
      and(eq(elCourse.examId, examId), inArray(elCourseUser.userId, [...userIds]), eq(elCourseUser.finished, false)),
    );
}

export async function examPassedBy(db: DbOrTx, examId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ passed: elExamRecord.passed })
    .from(elExamRecord)
    .where(and(eq(elExamRecord.examId, examId), eq(elExamRecord.userId, userId)));
  return !!row?.passed;
}

/** Remembers why study was stopped (shown on the course list with `break`); '' clears it. */
export async function setBreakMsg(db: DbOrTx, userId: string, courseId: string, msg: string): Promise<void> {
  await db
    .update(elCourseUser)
    .set({ breakMsg: msg.slice(0, 256) })
    .where(and(eq(elCourseUser.userId, userId), eq(elCourseUser.courseId, courseId)));
}

/** Counts a failed (or resets on a passed) study face check; answers the consecutive failures. */
export async function countFaceResult(db: DbOrTx, userId: string, courseId: string, failed: boolean): Promise<number> {
  const rows = await db
    .update(elCourseUser)
    .set({ faceFails: failed ? sql`${elCourseUser.faceFails} + 1` : 0 })
    .where(and(eq(elCourseUser.userId, userId), eq(elCourseUser.courseId, courseId)))
    .returning({ fails: elCourseUser.faceFails });
  return rows[0]?.fails ?? 0;
}

export interface LearnPageRow {
  courseId: string;
  fileId: string;
  fileName: string;
  courseName: string;
  updateTime: Date;
  learnSec: number;
  needLearn: number;
}

/** The learner's courseware learning list, last learned first. */
export function findMyLearnPage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  userId: string,
  courseId?: string | null,
) {
  const where = and(eq(elCourseLearn.userId, userId), courseId ? eq(elCourseLearn.courseId, courseId) : undefined);
  return runPage<LearnPageRow>(
    req,
    { updateTime: elCourseLearn.updateTime },
    [desc(elCourseLearn.updateTime)],
    ({ limit, offset, orderBy }) =>
      db
        .select({
          courseId: elCourseLearn.courseId,
          fileId: elCourseLearn.fileId,
          fileName: elCourseFile.title,
          courseName: elCourse.title,
          updateTime: elCourseLearn.updateTime,
          learnSec: elCourseLearn.learnSec,
          needLearn: elCourseFile.needLearn,
        })
        .from(elCourseLearn)
        .innerJoin(elCourseFile, eq(elCourseFile.id, elCourseLearn.fileId))
        .innerJoin(elCourse, eq(elCourse.id, elCourseLearn.courseId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => {
      const [r] = await db.select({ n: count() }).from(elCourseLearn).where(where);
      return r?.n ?? 0;
    },
  );
}
