import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elCourse, elExam, elExamRange, elExamRecord, elPaper, sysUser } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { scopeCondition, scopeSql } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  lte,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';

export type ExamDbRow = typeof elExam.$inferSelect;
export type NewExam = typeof elExam.$inferInsert;

/**
 * Outer columns named inside correlated subqueries must be qualified: Drizzle renders a column of a
 * single-table query without its table, which inside the subquery would mean the inner table's column.
 */
const EXAM_ID = sql.raw('"el_exam"."id"');
const USER_ID = sql.raw('"sys_user"."id"');
const USER_DEPT = sql.raw('"sys_user"."dept_code"');

export interface ExamFilter {
  title?: string;
  openType?: number | null;
  examType?: number | null;
  state?: number | null;
  excludes?: string[];
  needMark?: boolean;
  /** Only the exam a course requires (AddCourse's course exam; the exam list filtered by course). */
  courseId?: string | null;
}

/** The learner's range condition: open to all (1, 9), their department or one above (2), or listed (3). */
export function inRangeOf(userId: string | Placeholder, deptCode: string | Placeholder): SQL {
  return sql`(${elExam.openType} in (1, 9)
    or (${elExam.openType} = 2 and exists (select 1 from ${elExamRange} r where r.exam_id = ${EXAM_ID}
        and r.kind = 'dept' and starts_with(${deptCode}, r.ref)))
    or (${elExam.openType} = 3 and exists (select 1 from ${elExamRange} r where r.exam_id = ${EXAM_ID}
        and r.kind = 'user' and r.ref = ${userId})))`;
}

/** Exam columns without the (large) description. */
const { content: _content, ...examColumns } = getTableColumns(elExam);

/**
 * The number of the exam's papers in the given states whose learner is within the staff member's data
 * scope (issue 10: counts tell nothing about learners outside it; `all` also counts deleted learners).
 */
function paperCountSql(states: number[], scope: Scope): SQL<number> {
  const inStates = sql.join(
    states.map((n) => sql.raw(String(Math.trunc(n)))),
    sql`, `,
  );
  const cond = scopeSql(scope, { deptCode: sql.raw('u.dept_code'), userId: sql.raw('p.user_id') });
  if (!cond) {
    return sql<number>`(select count(*)::int from ${elPaper} p where p.exam_id = ${EXAM_ID} and p.state in (${inStates}))`;
  }
  return sql<number>`(select count(*)::int from ${elPaper} p join ${sysUser} u on u.id = p.user_id
    where p.exam_id = ${EXAM_ID} and p.state in (${inStates}) and ${cond})`;
}

const ALL: Scope = { kind: 'all' };
const markCountSql = (scope: Scope) => paperCountSql([1], scope);

function whereOf(f: ExamFilter, extra: SQL[] = [], scope: Scope = ALL): SQL | undefined {
  const conds: SQL[] = [...extra];
  if (f.title?.trim()) conds.push(ilike(elExam.title, `%${escapeLike(f.title.trim())}%`));
  if (f.openType != null) conds.push(eq(elExam.openType, f.openType));
  if (f.examType != null) conds.push(eq(elExam.examType, f.examType));
  if (f.state != null) conds.push(eq(elExam.state, f.state));
  if (f.excludes?.length) conds.push(notInArray(elExam.id, f.excludes));
  if (f.courseId) conds.push(sql`${elExam.id} in (select c.exam_id from ${elCourse} c where c.id = ${f.courseId})`);
  if (f.needMark) conds.push(sql`${markCountSql(scope)} > 0`);
  return conds.length ? and(...conds) : undefined;
}

export type ExamListRow = Omit<ExamDbRow, 'content'> & { markCount: number };

/** A page of exams for staff, with the count of papers awaiting marking within the staff member's scope. */
export function findExamPage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: ExamFilter,
  scope: Scope,
) {
  const where = whereOf(f, [], scope);
  return runPage<ExamListRow>(
    req,
    { title: elExam.title, startTime: elExam.startTime, createTime: elExam.createTime },
    [desc(elExam.createTime), desc(elExam.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({ ...examColumns, markCount: markCountSql(scope) })
        .from(elExam)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elExam).where(where))[0]?.n ?? 0,
  );
}

export type LearnerExamRow = Omit<ExamDbRow, 'content'> & {
  myTries: number;
  myMaxScore: number;
  myPassed: boolean;
  myPaperId: string;
};

/** A page of open exams in the learner's range, with their record and a paper in progress. */
export function findLearnerExamPage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: ExamFilter,
  who: { userId: string; deptCode: string },
) {
  const where = whereOf({ ...f, state: 0, needMark: false }, [inRangeOf(who.userId, who.deptCode)]);
  return runPage<LearnerExamRow>(
    req,
    { title: elExam.title, startTime: elExam.startTime, createTime: elExam.createTime },
    [desc(elExam.startTime), desc(elExam.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({
          ...examColumns,
          myTries: sql<number>`coalesce(${elExamRecord.tries}, 0)`,
          myMaxScore: sql<number>`coalesce(${elExamRecord.maxScore}, 0)::float8`,
          myPassed: sql<boolean>`coalesce(${elExamRecord.passed}, false)`,
          myPaperId: sql<string>`coalesce((select p.id from ${elPaper} p where p.exam_id = ${EXAM_ID}
            and p.user_id = ${who.userId} and p.state = 0 limit 1), '')`,
        })
        .from(elExam)
        .leftJoin(elExamRecord, and(eq(elExamRecord.examId, elExam.id), eq(elExamRecord.userId, who.userId)))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as unknown as Promise<LearnerExamRow[]>,
    async () => (await db.select({ n: count() }).from(elExam).where(where))[0]?.n ?? 0,
  );
}

/** The row, or undefined when there is none. */
export async function findExamById(db: DbOrTx, id: string): Promise<ExamDbRow | undefined> {
  const [row] = await db.select().from(elExam).where(eq(elExam.id, id)).limit(1);
  return row;
}

export async function getExamById(db: DbOrTx, id: string): Promise<ExamDbRow> {
  const row = await findExamById(db, id);
  if (!row) throw AppError.notFound('考试不存在！');
  return row;
}

/** Is the exam open to this learner (range only)? */
export async function isInRange(db: DbOrTx, examId: string, userId: string, deptCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: elExam.id })
    .from(elExam)
    .where(and(eq(elExam.id, examId), inRangeOf(userId, deptCode)))
    .limit(1);
  return !!row;
}

export async function insertExam(db: DbOrTx, row: NewExam): Promise<void> {
  await db.insert(elExam).values(row);
}

export async function updateExamById(db: DbOrTx, id: string, set: Partial<NewExam>): Promise<void> {
  await db
    .update(elExam)
    .set({ ...set, updateTime: new Date() })
    .where(eq(elExam.id, id));
}

export async function updateExamStates(db: DbOrTx, ids: string[], state: number): Promise<void> {
  await db.update(elExam).set({ state, updateTime: new Date() }).where(inArray(elExam.id, ids));
}

/** Deletes exams with their range (papers and records stay as history). */
export async function deleteExamsByIds(db: DbOrTx, ids: string[]): Promise<void> {
  await db.delete(elExamRange).where(inArray(elExamRange.examId, ids));
  await db.delete(elExam).where(inArray(elExam.id, ids));
}

export async function countOpenPapersOfExams(db: DbOrTx, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(elPaper)
    .where(and(inArray(elPaper.examId, ids), eq(elPaper.state, 0)));
  return row?.n ?? 0;
}

/** Replaces an exam's range rows; `userIds` null keeps its persons (edited through /api/sys/user/ref). */
export async function replaceExamRange(
  db: DbOrTx,
  examId: string,
  deptCodes: string[],
  userIds: string[] | null,
): Promise<void> {
  const own = eq(elExamRange.examId, examId);
  await db.delete(elExamRange).where(userIds ? own : and(own, eq(elExamRange.kind, 'dept')));
  const rows = [
    ...[...new Set(deptCodes)].map((ref) => ({ examId, kind: 'dept', ref })),
    ...[...new Set(userIds ?? [])].map((ref) => ({ examId, kind: 'user', ref })),
  ];
  for (let i = 0; i < rows.length; i += 5000) await db.insert(elExamRange).values(rows.slice(i, i + 5000));
}

export async function findExamRange(db: DbOrTx, examId: string) {
  const rows = await db
    .select({ kind: elExamRange.kind, ref: elExamRange.ref, realName: sysUser.realName })
    .from(elExamRange)
    .leftJoin(sysUser, and(eq(elExamRange.kind, 'user'), eq(sysUser.id, elExamRange.ref)))
    .where(eq(elExamRange.examId, examId));
  return {
    deptCodes: rows.filter((r) => r.kind === 'dept').map((r) => r.ref),
    users: rows.filter((r) => r.kind === 'user').map((r) => ({ userId: r.ref, realName: r.realName ?? '' })),
  };
}

/** Ids of the active users an exam is open to and within the sender's data scope (for its notification). */
export async function findUserIdsInRange(
  db: DbOrTx,
  exam: Pick<ExamDbRow, 'id' | 'openType'>,
  scope: Scope,
): Promise<string[]> {
  const scoped = scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id });
  const active = scoped ? and(eq(sysUser.state, 0), scoped) : eq(sysUser.state, 0);
  let where: SQL | undefined = active;
  if (exam.openType === 2) {
    where = and(
      active,
      sql`exists (select 1 from ${elExamRange} r where r.exam_id = ${exam.id} and r.kind = 'dept'
        and starts_with(${USER_DEPT}, r.ref))`,
    );
  } else if (exam.openType === 3) {
    where = and(
      active,
      sql`exists (select 1 from ${elExamRange} r where r.exam_id = ${exam.id} and r.kind = 'user'
        and r.ref = ${USER_ID})`,
    );
  }
  const rows = await db.select({ id: sysUser.id }).from(sysUser).where(where);
  return rows.map((r) => r.id);
}

/** Ongoing exams (now between start and end, open) with papers in progress and handed in, within the scope. */
export function findDashExamPage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  title: string | undefined,
  scope: Scope,
) {
  const now = new Date();
  const conds: SQL[] = [eq(elExam.state, 0), lte(elExam.startTime, now), gt(elExam.endTime, now)];
  if (title?.trim()) conds.push(ilike(elExam.title, `%${escapeLike(title.trim())}%`));
  const where = and(...conds);
  return runPage(
    req,
    {},
    [desc(elExam.startTime), desc(elExam.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({
          id: elExam.id,
          title: elExam.title,
          procCount: paperCountSql([0], scope),
          handCount: paperCountSql([1, 2], scope),
        })
        .from(elExam)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elExam).where(where))[0]?.n ?? 0,
  );
}
