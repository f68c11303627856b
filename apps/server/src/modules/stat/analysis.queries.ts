import type { DbOrTx } from '@server/db/client.ts';
import {
  elCourse,
  elCourseUser,
  elPaper,
  elPaperQu,
  elQu,
  elTrain,
  elTrainQu,
  sysUser,
} from '@server/db/schema/index.ts';
import { pageWindow, toPage } from '@server/lib/paging.ts';
import { scopeCondition, scopeSql } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, eq, sql } from 'drizzle-orm';

/**
 * Reads of the course and question-bank analysis (issue 13 item 3), counting only learners within the
 * caller's data scope.
 */

type PageReq = Pick<PagingRequest, 'current' | 'size' | 'orders'>;

/** Is there such a course? (Read here: modules/course imports the statistics, so not the other way.) */
export async function hasCourse(db: DbOrTx, courseId: string): Promise<boolean> {
  const rows = await db.select({ id: elCourse.id }).from(elCourse).where(eq(elCourse.id, courseId)).limit(1);
  return rows.length > 0;
}

/** Per department of the course's learners: learners, finished and average credited seconds. */
export async function findCourseDeptProgress(db: DbOrTx, courseId: string, scope: Scope) {
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
 * never-answered questions last. The page's total rides along as a window count.
 */
export async function findRepoQuRatePage(db: DbOrTx, req: PageReq, repoId: string, scope: Scope) {
  const cond = scopeSql(scope, { deptCode: sql.raw('u.dept_code'), userId: sql.raw('u.id') });
  const who = (userCol: string) =>
    cond ? sql` and exists (select 1 from ${sysUser} u where u.id = ${sql.raw(userCol)} and ${cond})` : sql``;
  const { limit, offset } = pageWindow(req);
  const result = await db.execute(sql`
    with t as (
      select tq.qu_id, count(*)::int as n, (count(*) filter (where tq.is_right))::int as r
        from ${elTrain} tr join ${elTrainQu} tq on tq.train_id = tr.id
       where tr.repo_id = ${repoId} and tq.answered${who('tr.user_id')}
       group by tq.qu_id
    ), e as (
      select pq.qu_id, count(*)::int as n, (count(*) filter (where pq.is_right))::int as r
        from ${elPaperQu} pq join ${elPaper} p on p.id = pq.paper_id
       where pq.repo_id = ${repoId} and p.state in (1, 2)${who('p.user_id')}
       group by pq.qu_id
    )
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
