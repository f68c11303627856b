import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elCourse, elCourseLearn, elCourseUser, sysUser } from '@server/db/schema/index.ts';
import { scopeCondition, scopeSql } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, desc, eq, gt, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { learnedSecSql } from '../courses/course-learner.queries.ts';

/**
 * Course statistics for staff (issue 11 item 6): every count and list holds only learners within the
 * caller's data scope (a staff member limited to a department learns nothing about learners outside it).
 */

type PageReq = Pick<PagingRequest, 'current' | 'size' | 'orders'>;
const COURSE_ID = sql.raw('"el_course"."id"');
const CU_COURSE = sql.raw('"el_course_user"."course_id"');
const CU_USER = sql.raw('"el_course_user"."user_id"');

/** The conditions on `el_course_user` joined with `sys_user` for one course within a scope. */
function learnerConds(courseId: string, scope: Scope): SQL[] {
  const conds: SQL[] = [eq(elCourseUser.courseId, courseId)];
  const scoped = scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id });
  if (scoped) conds.push(scoped);
  return conds;
}

/** Learners with a record, finished ones and their average credited seconds. */
export async function countCourseLearners(db: DbOrTx, courseId: string, scope: Scope) {
  const [row] = await db
    .select({
      learners: sql<number>`count(*)::int`,
      finished: sql<number>`(count(*) filter (where ${elCourseUser.finished}))::int`,
      avgSec: sql<number>`coalesce(floor(avg(${elCourseUser.learnSec})), 0)::int`,
    })
    .from(elCourseUser)
    .innerJoin(sysUser, eq(sysUser.id, elCourseUser.userId))
    .where(and(...learnerConds(courseId, scope)));
  return {
    learners: Number(row?.learners ?? 0),
    finished: Number(row?.finished ?? 0),
    avgSec: Number(row?.avgSec ?? 0),
  };
}

/**
 * Per file with study records in the course: learners with a record of it and those who finished it. One
 * pass over the course's study rows grouped by file (a count per file and state made 4-5 s of 550,000 rows,
 * bench/stats); files without records are absent (the caller shows 0).
 */
export async function countFileLearners(db: DbOrTx, courseId: string, scope: Scope) {
  const rows = await db
    .select({
      fileId: elCourseLearn.fileId,
      learners: sql<number>`count(*)::int`,
      finished: sql<number>`(count(*) filter (where ${elCourseLearn.finished}))::int`,
    })
    .from(elCourseLearn)
    .innerJoin(sysUser, eq(sysUser.id, elCourseLearn.userId))
    .where(
      and(
        eq(elCourseLearn.courseId, courseId),
        scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id }),
      ),
    )
    .groupBy(elCourseLearn.fileId);
  return rows.map((r) => ({ fileId: r.fileId, learners: Number(r.learners), finished: Number(r.finished) }));
}

export interface StatUserFilter {
  realName?: string;
  finished?: number | null;
}

export interface StatUserRow {
  userId: string;
  userName: string;
  realName: string;
  deptCode: string;
  learnSec: number;
  finishCount: number;
  finished: boolean;
  updateTime: Date;
  learned: number;
}

function statUserWhere(courseId: string, f: StatUserFilter, scope: Scope): SQL | undefined {
  const conds = learnerConds(courseId, scope);
  if (f.realName?.trim()) conds.push(ilike(sysUser.realName, `%${escapeLike(f.realName.trim())}%`));
  if (f.finished === 0 || f.finished === 1) conds.push(eq(elCourseUser.finished, f.finished === 1));
  return and(...conds);
}

const statUserColumns = {
  userId: elCourseUser.userId,
  userName: sysUser.userName,
  realName: sysUser.realName,
  deptCode: sysUser.deptCode,
  learnSec: elCourseUser.learnSec,
  finishCount: elCourseUser.finishCount,
  finished: elCourseUser.finished,
  updateTime: elCourseUser.updateTime,
  learned: learnedSecSql(CU_COURSE, CU_USER),
};

/** A page of the course's learners within the scope, most recently active first. */
export function findStatUserPage(db: DbOrTx, req: PageReq, courseId: string, f: StatUserFilter, scope: Scope) {
  const where = statUserWhere(courseId, f, scope);
  return runPage<StatUserRow>(
    req,
    { learnSec: elCourseUser.learnSec, updateTime: elCourseUser.updateTime, realName: sysUser.realName },
    [desc(elCourseUser.updateTime), asc(elCourseUser.userId)],
    ({ limit, offset, orderBy }) =>
      db
        .select(statUserColumns)
        .from(elCourseUser)
        .innerJoin(sysUser, eq(sysUser.id, elCourseUser.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(elCourseUser)
          .innerJoin(sysUser, eq(sysUser.id, elCourseUser.userId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

/** The same rows for an export (at most `max`). */
export function findStatUsersForExport(
  db: DbOrTx,
  courseId: string,
  f: StatUserFilter,
  scope: Scope,
  max: number,
): Promise<StatUserRow[]> {
  return db
    .select(statUserColumns)
    .from(elCourseUser)
    .innerJoin(sysUser, eq(sysUser.id, elCourseUser.userId))
    .where(statUserWhere(courseId, f, scope))
    .orderBy(desc(elCourseUser.updateTime), asc(elCourseUser.userId))
    .limit(max);
}

/** Learners of the course (within the scope) with a record, studying and finished: one pass per course. */
function learnerCountsSql(scope: Scope): SQL {
  const cond = scopeSql(scope, { deptCode: sql.raw('u.dept_code'), userId: sql.raw('u.id') });
  return sql`(select count(*) filter (where not cu.finished) as proc, count(*) filter (where cu.finished) as fin
      from ${elCourseUser} cu join ${sysUser} u on u.id = cu.user_id
     where cu.course_id = ${COURSE_ID}${cond ? sql` and ${cond}` : sql``})`;
}

/** Ongoing courses (open, now between start and end) with learners studying and finished, within the scope. */
export function findDashCoursePage(db: DbOrTx, req: PageReq, title: string | undefined, scope: Scope) {
  const now = new Date();
  const conds: SQL[] = [eq(elCourse.state, 0), lte(elCourse.startTime, now), gt(elCourse.endTime, now)];
  if (title?.trim()) conds.push(ilike(elCourse.title, `%${escapeLike(title.trim())}%`));
  const where = and(...conds);
  return runPage(
    req,
    {},
    [desc(elCourse.startTime), desc(elCourse.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({
          id: elCourse.id,
          title: elCourse.title,
          procCount: sql<number>`lc.proc`,
          finishCount: sql<number>`lc.fin`,
        })
        .from(elCourse)
        .leftJoinLateral(sql`${learnerCountsSql(scope)} lc`, sql`true`)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elCourse).where(where))[0]?.n ?? 0,
  );
}
