import type { DbOrTx } from '@server/db/client.ts';
import { elPaper, elPaperQu, elQu, sysUser } from '@server/db/schema/index.ts';
import { pageWindow, toPage } from '@server/lib/paging.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

/**
 * Reads of the exam analysis (issue 13 item 3): handed papers (awaiting marking or finished) of one exam
 * whose learner is within the caller's data scope. A learner's result is their best paper.
 */

type PageReq = Pick<PagingRequest, 'current' | 'size' | 'orders'>;
/** Bars of the score histogram. */
export const BUCKETS = 10;

/** Handed papers of the exam within the scope (the paper joined with its learner). */
function handedIn(examId: string, scope: Scope): SQL | undefined {
  return and(
    eq(elPaper.examId, examId),
    sql`${elPaper.state} in (1, 2)`,
    scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id }),
  );
}

/** Per department and histogram bar: learners, passed learners, sum / max / min of their best scores. */
export interface DeptBucketRow {
  deptCode: string;
  bucket: number;
  users: number;
  passed: number;
  sum: number;
  max: number;
  min: number;
}

/** Learners' best scores grouped by department and histogram bar (`width` points per bar). */
export async function findDeptBuckets(
  db: DbOrTx,
  examId: string,
  scope: Scope,
  width: number,
): Promise<DeptBucketRow[]> {
  const best = db
    .select({
      userId: elPaper.userId,
      deptCode: sql<string>`${sysUser.deptCode}`.as('dept_code'),
      s: sql<number>`max(${elPaper.userScore})`.as('s'),
      ok: sql<boolean>`bool_or(${elPaper.passed} is true)`.as('ok'),
    })
    .from(elPaper)
    .innerJoin(sysUser, eq(sysUser.id, elPaper.userId))
    .where(handedIn(examId, scope))
    .groupBy(elPaper.userId, sysUser.deptCode)
    .as('b');
  const bucket = sql<number>`greatest(0, least(${BUCKETS - 1}, floor(${best.s} / ${width}::numeric)))::int`;
  const rows = await db
    .select({
      deptCode: best.deptCode,
      bucket,
      users: sql<number>`count(*)::int`,
      passed: sql<number>`(count(*) filter (where ${best.ok}))::int`,
      sum: sql<number>`sum(${best.s})::float8`,
      max: sql<number>`max(${best.s})::float8`,
      min: sql<number>`min(${best.s})::float8`,
    })
    .from(best)
    .groupBy(best.deptCode, sql`2`);
  return rows.map((r) => ({
    deptCode: r.deptCode,
    bucket: Number(r.bucket),
    users: Number(r.users),
    passed: Number(r.passed),
    sum: Number(r.sum),
    max: Number(r.max),
    min: Number(r.min),
  }));
}

/** Handed papers, those awaiting marking, and leaving / face-failure figures. */
export async function countPaperFigures(db: DbOrTx, examId: string, scope: Scope) {
  const [r] = await db
    .select({
      papers: sql<number>`count(*)::int`,
      marking: sql<number>`(count(*) filter (where ${elPaper.state} = 1))::int`,
      leavePapers: sql<number>`(count(*) filter (where ${elPaper.leaveTimes} > 0))::int`,
      leaveTimes: sql<number>`coalesce(sum(${elPaper.leaveTimes}), 0)::int`,
      facePapers: sql<number>`(count(*) filter (where ${elPaper.faceFails} > 0))::int`,
      faceFails: sql<number>`coalesce(sum(${elPaper.faceFails}), 0)::int`,
    })
    .from(elPaper)
    .innerJoin(sysUser, eq(sysUser.id, elPaper.userId))
    .where(handedIn(examId, scope));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    paperCount: n(r?.papers),
    markingCount: n(r?.marking),
    leavePapers: n(r?.leavePapers),
    leaveTimes: n(r?.leaveTimes),
    faceFailPapers: n(r?.facePapers),
    faceFails: n(r?.faceFails),
  };
}

export interface QuRateRow {
  quId: string;
  count: number;
  rightCount: number;
}

/**
 * The exam's questions with their answers in handed papers, lowest correct rate first. The total rides
 * along as a window count (one pass over the paper questions instead of two).
 */
export async function findExamQuRatePage(db: DbOrTx, req: PageReq, examId: string, scope: Scope) {
  const rate = sql`(count(*) filter (where ${elPaperQu.isRight}))::float8 / count(*)`;
  const { limit, offset } = pageWindow(req);
  const rows = await db
    .select({
      quId: elPaperQu.quId,
      count: sql<number>`count(*)::int`,
      rightCount: sql<number>`(count(*) filter (where ${elPaperQu.isRight}))::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(elPaper)
    .innerJoin(sysUser, eq(sysUser.id, elPaper.userId))
    .innerJoin(elPaperQu, eq(elPaperQu.paperId, elPaper.id))
    .where(handedIn(examId, scope))
    .groupBy(elPaperQu.quId)
    .orderBy(asc(rate), desc(count()), asc(elPaperQu.quId))
    .limit(limit)
    .offset(offset);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && offset > 0) {
    const [r] = await db
      .select({ n: sql<number>`count(distinct ${elPaperQu.quId})::int` })
      .from(elPaper)
      .innerJoin(sysUser, eq(sysUser.id, elPaper.userId))
      .innerJoin(elPaperQu, eq(elPaperQu.paperId, elPaper.id))
      .where(handedIn(examId, scope));
    total = Number(r?.n ?? 0);
  }
  const records: QuRateRow[] = rows.map((r) => ({ quId: r.quId, count: r.count, rightCount: r.rightCount }));
  return toPage(records, total, req);
}

/** Text and type of questions (for the rows of a rate page). */
export async function findQuHeads(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, { content: string; quType: number }>();
  const rows = await db
    .select({ id: elQu.id, content: elQu.content, quType: elQu.quType })
    .from(elQu)
    .where(inArray(elQu.id, ids));
  return new Map(rows.map((r) => [r.id, { content: r.content, quType: r.quType }]));
}

export interface ResultRow {
  userName: string;
  realName: string;
  deptCode: string;
  userScore: number;
  passed: boolean | null;
  state: number;
  createTime: Date;
  handTime: Date | null;
  leaveTimes: number;
  faceFails: number;
}

/** Handed papers of the exam within the scope for the export (at most `max`), by department and score. */
export function findResultsForExport(db: DbOrTx, examId: string, scope: Scope, max: number): Promise<ResultRow[]> {
  return db
    .select({
      userName: sysUser.userName,
      realName: sysUser.realName,
      deptCode: sysUser.deptCode,
      userScore: elPaper.userScore,
      passed: elPaper.passed,
      state: elPaper.state,
      createTime: elPaper.createTime,
      handTime: elPaper.handTime,
      leaveTimes: elPaper.leaveTimes,
      faceFails: elPaper.faceFails,
    })
    .from(elPaper)
    .innerJoin(sysUser, eq(sysUser.id, elPaper.userId))
    .where(handedIn(examId, scope))
    .orderBy(asc(sysUser.deptCode), desc(elPaper.userScore), asc(elPaper.id))
    .limit(max);
}
