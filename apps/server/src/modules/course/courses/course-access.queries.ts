import type { DbOrTx } from '@server/db/client.ts';
import { elCourse, elCourseFile, elCourseItem, elCourseRange } from '@server/db/schema/index.ts';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';

export type CourseDbRow = typeof elCourse.$inferSelect;
export type CourseFileDbRow = typeof elCourseFile.$inferSelect;

/** Outer column named inside correlated subqueries (see exam.queries.ts). */
const COURSE_ID = sql.raw('"el_course"."id"');

/** The learner's range condition: public (1), their department or one above it (2), or listed (3). */
export function courseInRangeOf(userId: string, deptCode: string): SQL {
  return sql`(${elCourse.openType} = 1
    or (${elCourse.openType} = 2 and exists (select 1 from ${elCourseRange} r where r.course_id = ${COURSE_ID}
        and r.kind = 'dept' and starts_with(${deptCode}, r.ref)))
    or (${elCourse.openType} = 3 and exists (select 1 from ${elCourseRange} r where r.course_id = ${COURSE_ID}
        and r.kind = 'user' and r.ref = ${userId})))`;
}

/** A learner may study a course while it is open (state 0), started, not ended, and they are in range. */
export function learnerMayStudy(who: { userId: string; deptCode: string }, now = new Date()): SQL {
  return and(
    eq(elCourse.state, 0),
    lte(elCourse.startTime, now),
    gt(elCourse.endTime, now),
    courseInRangeOf(who.userId, who.deptCode),
  ) as SQL;
}

/** The course if the learner may study it now. */
export async function findStudyableCourse(
  db: DbOrTx,
  courseId: string,
  who: { userId: string; deptCode: string },
): Promise<CourseDbRow | undefined> {
  const [row] = await db
    .select()
    .from(elCourse)
    .where(and(eq(elCourse.id, courseId), learnerMayStudy(who)));
  return row;
}

/** The file if it belongs to the course. */
export async function findCourseFileIn(
  db: DbOrTx,
  courseId: string,
  fileId: string,
): Promise<CourseFileDbRow | undefined> {
  const [row] = await db
    .select({ file: elCourseFile })
    .from(elCourseItem)
    .innerJoin(elCourseFile, eq(elCourseFile.id, elCourseItem.fileId))
    .where(and(eq(elCourseItem.courseId, courseId), eq(elCourseItem.fileId, fileId)));
  return row?.file;
}

/** Whether the file is part of some course the learner may study now. */
export async function fileInStudyableCourse(
  db: DbOrTx,
  fileId: string,
  who: { userId: string; deptCode: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: elCourse.id })
    .from(elCourseItem)
    .innerJoin(elCourse, eq(elCourse.id, elCourseItem.courseId))
    .where(and(eq(elCourseItem.fileId, fileId), learnerMayStudy(who)))
    .limit(1);
  return !!row;
}
