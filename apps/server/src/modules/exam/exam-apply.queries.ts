import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elExam, elExamApply, sysUser } from '@server/db/schema/index.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { ApplyDbRow } from './exam-entry.queries.ts';

/**
 * Staff reads of exam applications, limited to the applicants within the caller's data scope (issue 10):
 * an application of a learner outside it is neither listed nor decided. A deleted applicant is outside any
 * scope but "all".
 */
const inScope = (scope: Scope) => scopeCondition(scope, { deptCode: sysUser.deptCode, userId: elExamApply.userId });

/** The applications among `ids` whose applicant is within the scope. */
export async function findApplysInScope(db: DbOrTx, ids: string[], scope: Scope): Promise<ApplyDbRow[]> {
  if (ids.length === 0) return [];
  return (
    await db
      .select({ a: elExamApply })
      .from(elExamApply)
      .leftJoin(sysUser, eq(sysUser.id, elExamApply.userId))
      .where(and(inArray(elExamApply.id, ids), inScope(scope)))
  ).map((r) => r.a);
}

export interface ApplyFilter {
  examId?: string;
  state?: number | null;
  realName?: string;
}

export type ApplyListRow = ApplyDbRow & { examTitle: string; realName: string; deptCode: string };

/** A page of applications within the scope (filters from named fields only, so `params` cannot widen it). */
export function findApplyPage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: ApplyFilter,
  scope: Scope,
) {
  const conds: SQL[] = [];
  if (f.examId) conds.push(eq(elExamApply.examId, f.examId));
  if (f.state != null) conds.push(eq(elExamApply.state, f.state));
  if (f.realName?.trim()) conds.push(ilike(sysUser.realName, `%${escapeLike(f.realName.trim())}%`));
  const scoped = inScope(scope);
  if (scoped) conds.push(scoped);
  const where = conds.length ? and(...conds) : undefined;
  return runPage<ApplyListRow>(
    req,
    { createTime: elExamApply.createTime, state: elExamApply.state },
    [desc(elExamApply.createTime), desc(elExamApply.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({
            a: elExamApply,
            examTitle: sql<string>`coalesce(${elExam.title}, '')`,
            realName: sql<string>`coalesce(${sysUser.realName}, '')`,
            deptCode: sql<string>`coalesce(${sysUser.deptCode}, '')`,
          })
          .from(elExamApply)
          .leftJoin(elExam, eq(elExam.id, elExamApply.examId))
          .leftJoin(sysUser, eq(sysUser.id, elExamApply.userId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r.a, examTitle: r.examTitle, realName: r.realName, deptCode: r.deptCode })),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(elExamApply)
          .leftJoin(sysUser, eq(sysUser.id, elExamApply.userId))
          .where(where)
      )[0]?.n ?? 0,
  );
}
