import type { DbOrTx } from '@server/db/client.ts';
import { elPaper, elPaperQu, elQu, elStatExamQu, elStatExamUser, sysUser } from '@server/db/schema/index.ts';
import { pageWindow, toPage } from '@server/lib/paging.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

/**
 * Reads of the exam analysis (issue 13 item 3): handed papers (awaiting marking or finished) of one exam
 * whose learner is within the caller's data scope. A learner's result is their best paper. Learners' best
 * results and the question rates come from the roll-ups (db/schema/stat-analysis.ts: a few hundred rows,
 * not the exam's papers and their questions); a staff member who sees only their own rows (`self`) reads
 * the raw rows, which are theirs alone.
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

/**
 * Per department and histogram bar: learners, passed learners, sum / max / min of their best scores, and
 * their handed papers' figures (papers, awaiting marking, with leaving and the times, with face failures
 * and the failures).
 */
export interface DeptBucketRow {
  deptCode: string;
  bucket: number;
  users: number;
  passed: number;
  sum: number;
  max: number;
  min: number;
  papers: number;
  marking: number;
  leavePapers: number;
  leaveTimes: number;
  facePapers: number;
  faceFails: number;
}

/**
 * Learners' best scores and paper figures grouped by department and histogram bar (`width` points per
 * bar), from the learners' exam roll-up rows in one pass (`self`: the caller's own row).
 */
export async function findDeptBuckets(
  db: DbOrTx,
  examId: string,
  scope: Scope,
  width: number,
): Promise<DeptBucketRow[]> {
  const s = elStatExamUser;
  const bucket = sql<number>`greatest(0, least(${BUCKETS - 1}, floor(${s.bestScore} / ${width}::numeric)))::int`;
  const rows = await db
    .select({
      deptCode: s.deptCode,
      bucket,
      users: sql<number>`count(*)::int`,
      passed: sql<number>`(count(*) filter (where ${s.passed}))::int`,
      sum: sql<number>`sum(${s.bestScore})::float8`,
      max: sql<number>`max(${s.bestScore})::float8`,
      min: sql<number>`min(${s.bestScore})::float8`,
      papers: sql<number>`sum(${s.papers})::int`,
      marking: sql<number>`sum(${s.marking})::int`,
      leavePapers: sql<number>`sum(${s.leavePapers})::int`,
      leaveTimes: sql<number>`sum(${s.leaveTimes})::int`,
      facePapers: sql<number>`sum(${s.facePapers})::int`,
      faceFails: sql<number>`sum(${s.faceFails})::int`,
    })
    .from(s)
    .where(and(eq(s.examId, examId), scopeCondition(scope, { deptCode: s.deptCode, userId: s.userId })))
    .groupBy(s.deptCode, sql`2`);
  return rows.map((r) => ({
    deptCode: r.deptCode,
    bucket: Number(r.bucket),
    users: Number(r.users),
    passed: Number(r.passed),
    sum: Number(r.sum),
    max: Number(r.max),
    min: Number(r.min),
    papers: Number(r.papers),
    marking: Number(r.marking),
    leavePapers: Number(r.leavePapers),
    leaveTimes: Number(r.leaveTimes),
    facePapers: Number(r.facePapers),
    faceFails: Number(r.faceFails),
  }));
}

export interface QuRateRow {
  quId: string;
  count: number;
  rightCount: number;
}

/**
 * The exam's questions with their answers in handed papers, lowest correct rate first, from the exam's
 * question roll-up (`self`: the caller's own papers). The total rides along as a window count.
 */
export async function findExamQuRatePage(db: DbOrTx, req: PageReq, examId: string, scope: Scope) {
  if (scope.kind === 'self') return findExamQuRatePageRaw(db, req, examId, scope);
  const s = elStatExamQu;
  const where = and(eq(s.examId, examId), scopeCondition(scope, { deptCode: s.deptCode }));
  const n = sql`sum(${s.answers})`;
  const r = sql`sum(${s.rights})`;
  const { limit, offset } = pageWindow(req);
  const rows = await db
    .select({
      quId: s.quId,
      count: sql<number>`${n}::int`,
      rightCount: sql<number>`${r}::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(s)
    .where(where)
    .groupBy(s.quId)
    .having(sql`${n} > 0`)
    .orderBy(asc(sql`${r}::float8 / ${n}`), desc(n), asc(s.quId))
    .limit(limit)
    .offset(offset);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(distinct ${s.quId})::int` })
      .from(s)
      .where(and(where, sql`${s.answers} > 0`));
    total = Number(c?.n ?? 0);
  }
  const records: QuRateRow[] = rows.map((x) => ({ quId: x.quId, count: x.count, rightCount: x.rightCount }));
  return toPage(records, total, req);
}

/** `findExamQuRatePage` from the raw rows: handed papers joined with their questions. */
export async function findExamQuRatePageRaw(db: DbOrTx, req: PageReq, examId: string, scope: Scope) {
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
