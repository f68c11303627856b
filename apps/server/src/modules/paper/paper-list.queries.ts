import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elExam, elExamRecord, elPaper, elPaperCapture, elPaperQu, sysUser } from '@server/db/schema/index.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PaperDbRow } from './paper.queries.ts';

/** The outer paper id inside correlated subqueries (Drizzle leaves single-table columns unqualified). */
const PAPER_ID = sql.raw('"el_paper"."id"');
const RECORD_LAST_PAPER = sql.raw('"el_exam_record"."last_paper_id"');

type Req = Pick<PagingRequest, 'current' | 'size' | 'orders'>;
export interface PaperFilter {
  examId?: string;
  userId?: string;
  state?: number | null;
  realName?: string;
  /** The staff member's data scope on the paper's learner (none: every learner). */
  scope?: Scope;
}

/** A data scope on the paper's learner (their department code, joined from sys_user). */
const learnerScope = (scope: Scope | undefined): SQL | undefined =>
  scope && scopeCondition(scope, { deptCode: sysUser.deptCode, userId: elPaper.userId });

export type PaperListRow = PaperDbRow & { realName: string; deptCode: string };

function paperWhere(f: PaperFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.examId) conds.push(eq(elPaper.examId, f.examId));
  if (f.userId) conds.push(eq(elPaper.userId, f.userId));
  if (f.state != null) conds.push(eq(elPaper.state, f.state));
  if (f.realName?.trim()) conds.push(ilike(sysUser.realName, `%${escapeLike(f.realName.trim())}%`));
  const scoped = learnerScope(f.scope);
  if (scoped) conds.push(scoped);
  return conds.length ? and(...conds) : undefined;
}

/** Papers (records of a learner, marking list), newest first. */
export function findPaperPage(db: DbOrTx, req: Req, f: PaperFilter) {
  const where = paperWhere(f);
  return runPage<PaperListRow>(
    req,
    { createTime: elPaper.createTime, userScore: elPaper.userScore, handTime: elPaper.handTime },
    [desc(elPaper.createTime), desc(elPaper.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({
            p: elPaper,
            realName: sql<string>`coalesce(${sysUser.realName}, '')`,
            deptCode: sql<string>`coalesce(${sysUser.deptCode}, '')`,
          })
          .from(elPaper)
          .leftJoin(sysUser, eq(sysUser.id, elPaper.userId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r.p, realName: r.realName, deptCode: r.deptCode })),
    async () =>
      (await db.select({ n: count() }).from(elPaper).leftJoin(sysUser, eq(sysUser.id, elPaper.userId)).where(where))[0]
        ?.n ?? 0,
  );
}

export type WatchDbRow = PaperListRow & { answeredCount: number; lastCapture: string };

/** ExamWatch: papers of an exam, in progress first, with progress and the latest photo. */
export function findWatchPage(db: DbOrTx, req: Req, f: PaperFilter & { examId: string }) {
  const where = paperWhere(f);
  return runPage<WatchDbRow>(
    req,
    { createTime: elPaper.createTime, leaveTimes: elPaper.leaveTimes },
    [asc(elPaper.state), desc(elPaper.createTime), desc(elPaper.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({
            p: elPaper,
            realName: sql<string>`coalesce(${sysUser.realName}, '')`,
            deptCode: sql<string>`coalesce(${sysUser.deptCode}, '')`,
            answeredCount: sql<number>`(select count(*)::int from ${elPaperQu} q where q.paper_id = ${PAPER_ID} and q.answered)`,
            lastCapture: sql<string>`coalesce((select c.file_url from ${elPaperCapture} c where c.paper_id = ${PAPER_ID}
              order by c.create_time desc limit 1), '')`,
          })
          .from(elPaper)
          .leftJoin(sysUser, eq(sysUser.id, elPaper.userId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        ...r.p,
        realName: r.realName,
        deptCode: r.deptCode,
        answeredCount: Number(r.answeredCount),
        lastCapture: r.lastCapture,
      })),
    async () =>
      (await db.select({ n: count() }).from(elPaper).leftJoin(sysUser, eq(sysUser.id, elPaper.userId)).where(where))[0]
        ?.n ?? 0,
  );
}

export type RecordListRow = typeof elExamRecord.$inferSelect & {
  title: string;
  totalScore: number;
  qualifyScore: number;
};

/** The learner's records per exam (my scores), last handed in first. */
export function findMyRecordPage(db: DbOrTx, req: Req, userId: string, title?: string) {
  const conds: SQL[] = [eq(elExamRecord.userId, userId)];
  if (title?.trim()) conds.push(ilike(elExam.title, `%${escapeLike(title.trim())}%`));
  const where = and(...conds);
  return runPage<RecordListRow>(
    req,
    { lastHandTime: elExamRecord.lastHandTime, maxScore: elExamRecord.maxScore },
    [desc(elExamRecord.updateTime), desc(elExamRecord.examId)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({
            r: elExamRecord,
            title: sql<string>`coalesce(${elExam.title}, (select p.title from ${elPaper} p
              where p.id = ${RECORD_LAST_PAPER}), '')`,
            totalScore: sql<number>`coalesce(${elExam.totalScore}, 0)::float8`,
            qualifyScore: sql<number>`coalesce(${elExam.qualifyScore}, 0)::float8`,
          })
          .from(elExamRecord)
          .leftJoin(elExam, eq(elExam.id, elExamRecord.examId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((x) => ({ ...x.r, title: x.title, totalScore: x.totalScore, qualifyScore: x.qualifyScore })),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(elExamRecord)
          .leftJoin(elExam, eq(elExam.id, elExamRecord.examId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

/** Papers of an exam in progress among `ids` whose learner is in the scope (force hand-in). */
export async function findOpenPaperIdsOfExam(
  db: DbOrTx,
  examId: string,
  ids: string[],
  scope?: Scope,
): Promise<string[]> {
  const rows = await db
    .select({ id: elPaper.id })
    .from(elPaper)
    .leftJoin(sysUser, eq(sysUser.id, elPaper.userId))
    .where(and(eq(elPaper.examId, examId), eq(elPaper.state, 0), inArray(elPaper.id, ids), learnerScope(scope)));
  return rows.map((r) => r.id);
}

/** Learners in the scope with a paper in progress of the exam. */
export async function findOpenUserIdsOfExam(db: DbOrTx, examId: string, scope?: Scope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: elPaper.userId })
    .from(elPaper)
    .leftJoin(sysUser, eq(sysUser.id, elPaper.userId))
    .where(and(eq(elPaper.examId, examId), eq(elPaper.state, 0), learnerScope(scope)));
  return rows.map((r) => r.userId);
}

/** Which of `userIds` have a paper of the exam (any state) and are in the scope (warnings to named examinees). */
export async function findExamUserIdsAmong(
  db: DbOrTx,
  examId: string,
  userIds: string[],
  scope?: Scope,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: elPaper.userId })
    .from(elPaper)
    .leftJoin(sysUser, eq(sysUser.id, elPaper.userId))
    .where(and(eq(elPaper.examId, examId), inArray(elPaper.userId, userIds), learnerScope(scope)));
  return rows.map((r) => r.userId);
}

export async function insertCapture(db: DbOrTx, row: typeof elPaperCapture.$inferInsert): Promise<void> {
  await db.insert(elPaperCapture).values(row);
}

export function findCaptures(db: DbOrTx, paperId: string) {
  return db
    .select()
    .from(elPaperCapture)
    .where(eq(elPaperCapture.paperId, paperId))
    .orderBy(desc(elPaperCapture.createTime));
}

/** Whether the learner has a paper of the exam in progress (the exam socket's room needs one). */
export async function hasOpenPaperOfExam(db: DbOrTx, userId: string, examId: string): Promise<boolean> {
  const rows = await db
    .select({ id: elPaper.id })
    .from(elPaper)
    .where(and(eq(elPaper.examId, examId), eq(elPaper.userId, userId), eq(elPaper.state, 0)))
    .limit(1);
  return rows.length > 0;
}
