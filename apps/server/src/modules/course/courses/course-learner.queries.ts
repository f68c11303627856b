import type { DbOrTx } from '@server/db/client.ts';
import { runPage } from '@server/db/paging.ts';
import { elCourse, elCourseFile, elCourseItem, elCourseLearn, elCourseUser } from '@server/db/schema/index.ts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type CourseFilter,
  type CourseListRow,
  courseColumns,
  courseSortable,
  filterConds,
  type PageReq,
} from './course.queries.ts';
import { learnerMayStudy } from './course-access.queries.ts';

/** A learner's progress in courses: the seconds that count, and the learner's course list. */

const COURSE_ID = sql.raw('"el_course"."id"');

/** Seconds of a user's study counted towards a course: per file at most its `needLearn`, files still in it. */
export function learnedSecSql(courseId: SQL, userId: SQL | string): SQL<number> {
  return sql<number>`(select coalesce(sum(least(l.learn_sec, f.need_learn)), 0)::int from ${elCourseLearn} l
    join ${elCourseItem} i on i.course_id = l.course_id and i.file_id = l.file_id
    join ${elCourseFile} f on f.id = l.file_id
    where l.course_id = ${courseId} and l.user_id = ${userId})`;
}

/** Seconds a course asks for now (its files' current `needLearn`). */
export function needSecSql(courseId: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(f.need_learn), 0)::int from ${elCourseItem} i
    join ${elCourseFile} f on f.id = i.file_id where i.course_id = ${courseId})`;
}

export type LearnerCourseRow = CourseListRow & {
  myLearnSec: number;
  myFinishCount: number;
  myFinished: boolean;
  learned: number;
  needSec: number;
};

/** The learner's list: courses they may study now, with their progress. */
export function findLearnerCoursePage(
  db: DbOrTx,
  req: PageReq,
  f: CourseFilter,
  who: { userId: string; deptCode: string },
) {
  const where = and(learnerMayStudy(who), ...filterConds({ ...f, state: null }));
  return runPage<LearnerCourseRow>(
    req,
    courseSortable,
    [desc(elCourse.startTime), desc(elCourse.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({
          ...courseColumns,
          myLearnSec: sql<number>`coalesce(${elCourseUser.learnSec}, 0)`,
          myFinishCount: sql<number>`coalesce(${elCourseUser.finishCount}, 0)`,
          myFinished: sql<boolean>`coalesce(${elCourseUser.finished}, false)`,
          learned: learnedSecSql(COURSE_ID, who.userId),
          needSec: needSecSql(COURSE_ID),
        })
        .from(elCourse)
        .leftJoin(elCourseUser, and(eq(elCourseUser.courseId, elCourse.id), eq(elCourseUser.userId, who.userId)))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as unknown as Promise<LearnerCourseRow[]>,
    async () => (await db.select({ n: count() }).from(elCourse).where(where))[0]?.n ?? 0,
  );
}
