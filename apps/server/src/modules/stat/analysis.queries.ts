import type { DbOrTx } from '@server/db/client.ts';
import {
  elCourse,
  elCourseUser,
  elPaper,
  elPaperQu,
  elQu,
  elStatCourseDept,
  elStatCourseFile,
  elStatRepoQu,
  elTrain,
  elTrainQu,
  sysUser,
} from '@server/db/schema/index.ts';
import { pageWindow, toPage } from '@server/lib/paging.ts';
import { scopeCondition, scopeSql } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';

/**
 * Reads of the course and question-bank analysis (issue 13 item 3), counting only learners within the
 * caller's data scope, from the roll-ups (db/schema/stat-analysis.ts); a staff member who sees only their
 * own rows (`self`) reads the raw rows, which are theirs alone.
 */

type PageReq = Pick<PagingRequest, 'current' | 'size' | 'orders'>;

/** Is there such a course? (Read here: modules/course imports the statistics, so not the other way.) */
export async function hasCourse(db: DbOrTx, courseId: string): Promise<boolean> {
  const rows = await db.select({ id: elCourse.id }).from(elCourse).where(eq(elCourse.id, courseId)).limit(1);
  return rows.length > 0;
}

/** Per department of the course's learners: learners, finished and average credited seconds. */
export async function findCourseDeptProgress(db: DbOrTx, courseId: string, scope: Scope) {
  if (scope.kind === 'self') return findCourseDeptProgressRaw(db, courseId, scope);
  const s = elStatCourseDept;
  const rows = await db
    .select({ deptCode: s.deptCode, learners: s.learners, finished: s.finished, learnSec: s.learnSec })
    .from(s)
    .where(and(eq(s.courseId, courseId), scopeCondition(scope, { deptCode: s.deptCode }), sql`${s.learners} > 0`));
  return rows.map((r) => ({
    deptCode: r.deptCode,
    learners: Number(r.learners),
    finished: Number(r.finished),
    avgSec: Math.floor(Number(r.learnSec) / Number(r.learners)),
  }));
}

/** `findCourseDeptProgress` from the raw rows (the course's learner records). */
export async function findCourseDeptProgressRaw(db: DbOrTx, courseId: string, scope: Scope) {
  const rows = await db
    .select({
      deptCode: sysUser.deptCode,
      learners: sql<number>`count(*)::int`,
      finished: sql<number>`(count(*) filter (where ${elCourseUser.finished}))::int`,
      avgSec: sql<number>`coalesce(floor(avg(${elCourseUser.learnSec})), 0)::int`,
    })
    .from(elCourseUser)
    .innerJoin(sysUser, eq(sysUser.id, elCourseUser.userId))
    .where(
      and(
        eq(elCourseUser.courseId, courseId),
        scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id }),
      ),
    )
    .groupBy(sysUser.deptCode);
  return rows.map((r) => ({
    deptCode: r.deptCode,
    learners: Number(r.learners),
    finished: Number(r.finished),
    avgSec: Number(r.avgSec),
  }));
}

/**
 * The course's learners, finished ones and their average credited seconds within a scope (not `self`),
 * from the course's department roll-up.
 */
export async function countCourseLearnersRollup(db: DbOrTx, courseId: string, scope: Scope) {
  const s = elStatCourseDept;
  const [r] = await db
    .select({
      learners: sql<number>`coalesce(sum(${s.learners}), 0)::int`,
      finished: sql<number>`coalesce(sum(${s.finished}), 0)::int`,
      learnSec: sql<number>`coalesce(sum(${s.learnSec}), 0)::float8`,
    })
    .from(s)
    .where(and(eq(s.courseId, courseId), scopeCondition(scope, { deptCode: s.deptCode })));
  const learners = Number(r?.learners ?? 0);
  return {
    learners,
    finished: Number(r?.finished ?? 0),
    avgSec: learners > 0 ? Math.floor(Number(r?.learnSec ?? 0) / learners) : 0,
  };
}

/** Per file of the course: learners with a study record of it and those who finished it (not `self`). */
export async function countFileLearnersRollup(db: DbOrTx, courseId: string, scope: Scope) {
  const s = elStatCourseFile;
  const rows = await db
    .select({
      fileId: s.fileId,
      learners: sql<number>`sum(${s.learners})::int`,
      finished: sql<number>`sum(${s.finished})::int`,
    })
    .from(s)
    .where(and(eq(s.courseId, courseId), scopeCondition(scope, { deptCode: s.deptCode })))
    .groupBy(s.fileId);
  return rows.map((r) => ({ fileId: r.fileId, learners: Number(r.learners), finished: Number(r.finished) }));
}

export interface RepoQuRateRow {
  quId: string;
  content: string;
  quType: number;
  trainCount: number;
  trainRight: number;
  examCount: number;
  examRight: number;
  total: number;
}

/**
 * The bank's questions (sub-questions of a composite are part of it) with answers in training (answered
 * ones) and in handed exam papers (every one: unanswered is wrong), lowest combined correct rate first,
 * never-answered questions last, from the bank's question roll-up. The page's total rides along as a
 * window count.
 */
export async function findRepoQuRatePage(db: DbOrTx, req: PageReq, repoId: string, scope: Scope) {
  if (scope.kind === 'self') return findRepoQuRatePageRaw(db, req, repoId, scope);
  const cond = scopeSql(scope, { deptCode: sql.raw('s.dept_code'), userId: sql.raw('null') });
  return repoQuRatePage(
    db,
    req,
    repoId,
    sql`
    t as (
      select s.qu_id, sum(s.train_answers)::int as n, sum(s.train_rights)::int as r,
             sum(s.exam_answers)::int as en, sum(s.exam_rights)::int as er
        from ${elStatRepoQu} s
       where s.repo_id = ${repoId}${cond ? sql` and ${cond}` : sql``}
       group by s.qu_id
    ), e as (
      select qu_id, en as n, er as r from t
    )`,
  );
}

/** `findRepoQuRatePage` from the raw rows (trainings' answers and handed papers' questions). */
export async function findRepoQuRatePageRaw(db: DbOrTx, req: PageReq, repoId: string, scope: Scope) {
  const cond = scopeSql(scope, { deptCode: sql.raw('u.dept_code'), userId: sql.raw('u.id') });
  const who = (userCol: string) =>
    cond ? sql` and exists (select 1 from ${sysUser} u where u.id = ${sql.raw(userCol)} and ${cond})` : sql``;
  return repoQuRatePage(
    db,
    req,
    repoId,
    sql`
    t as (
      select tq.qu_id, count(*)::int as n, (count(*) filter (where tq.is_right))::int as r
        from ${elTrain} tr join ${elTrainQu} tq on tq.train_id = tr.id
       where tr.repo_id = ${repoId} and tq.answered${who('tr.user_id')}
       group by tq.qu_id
    ), e as (
      select pq.qu_id, count(*)::int as n, (count(*) filter (where pq.is_right))::int as r
        from ${elPaperQu} pq join ${elPaper} p on p.id = pq.paper_id
       where pq.repo_id = ${repoId} and p.state in (1, 2)${who('p.user_id')}
       group by pq.qu_id
    )`,
  );
}

/** The page over the bank's questions, given CTEs `t` (training) and `e` (exams) of (qu_id, n, r). */
async function repoQuRatePage(db: DbOrTx, req: PageReq, repoId: string, ctes: SQL) {
  const { limit, offset } = pageWindow(req);
  const result = await db.execute(sql`
    with ${ctes}
    select q.id as "quId", q.content, q.qu_type as "quType",
           coalesce(t.n, 0) as "trainCount", coalesce(t.r, 0) as "trainRight",
           coalesce(e.n, 0) as "examCount", coalesce(e.r, 0) as "examRight",
           (count(*) over ())::int as total
      from ${elQu} q
      left join t on t.qu_id = q.id
      left join e on e.qu_id = q.id
     where q.repo_id = ${repoId} and q.parent_id = '0'
     order by (coalesce(t.r, 0) + coalesce(e.r, 0))::float8 / nullif(coalesce(t.n, 0) + coalesce(e.n, 0), 0) asc nulls last,
              coalesce(t.n, 0) + coalesce(e.n, 0) desc, q.id
     limit ${limit} offset ${offset}`);
  const rows = (result as unknown as { rows: RepoQuRateRow[] }).rows;
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(elQu)
      .where(and(eq(elQu.repoId, repoId), eq(elQu.parentId, '0')));
    total = Number(c?.n ?? 0);
  }
  return toPage(rows, total, req);
}
