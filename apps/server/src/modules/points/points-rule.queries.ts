import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elPointsLog, elPointsRule, sysUser } from '@server/db/schema/index.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest, PointsRuleCode } from '@xuekao/contracts';
import { and, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';

export type PointsRuleDbRow = typeof elPointsRule.$inferSelect;

export function findPointsRules(db: DbOrTx): Promise<PointsRuleDbRow[]> {
  return db.select().from(elPointsRule);
}

export async function findPointsRule(db: DbOrTx, code: PointsRuleCode): Promise<PointsRuleDbRow | undefined> {
  const [row] = await db.select().from(elPointsRule).where(eq(elPointsRule.code, code));
  return row;
}

export async function upsertPointsRule(
  db: DbOrTx,
  r: { code: string; points: number; cycle: number; cap: number; state: number },
): Promise<void> {
  await db
    .insert(elPointsRule)
    .values(r)
    .onConflictDoUpdate({
      target: elPointsRule.code,
      set: { points: r.points, cycle: r.cycle, cap: r.cap, state: r.state, updateTime: new Date() },
    });
}

/**
 * Locks the user's row until the caller's transaction ends: two grants of one learner at once (a hand-in
 * and a training answer) then check the same cap one after the other.
 */
export async function lockUserForPoints(db: DbOrTx, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ points: sysUser.points }).from(sysUser).where(eq(sysUser.id, userId)).for('update');
  return row?.points;
}

/** Points of a kind the user got since `since` (the start of the cap's cycle). */
export async function sumPointsSince(db: DbOrTx, userId: string, refType: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${elPointsLog.points}), 0)::int` })
    .from(elPointsLog)
    .where(and(eq(elPointsLog.userId, userId), eq(elPointsLog.refType, refType), gte(elPointsLog.createTime, since)));
  return Number(row?.n ?? 0);
}

/** The start of the current day, week (Monday) or month in the time zone. */
export async function cycleStart(db: DbOrTx, unit: 'day' | 'week' | 'month', tz: string): Promise<Date> {
  const res = await db.execute(
    sql`select (extract(epoch from (date_trunc(${unit}, now() at time zone ${tz}) at time zone ${tz})) * 1000)::bigint::text as t`,
  );
  const t = (res as unknown as { rows: Array<{ t: string }> }).rows[0]?.t;
  return new Date(Number(t ?? Date.now()));
}

export type AdminPointsDbRow = typeof elPointsLog.$inferSelect & {
  userName: string | null;
  realName: string | null;
  deptCode: string | null;
};

/** The points log of users in the scope, newest first, by user name / real name, department and kind. */
export function findPointsPage(
  db: DbOrTx,
  req: PagingRequest,
  scope: Scope,
  f: { userName?: string; deptCode?: string; refType?: string },
) {
  const conds: Array<SQL | undefined> = [scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id })];
  if (f.userName?.trim()) {
    const q = `%${escapeLike(f.userName.trim())}%`;
    conds.push(or(ilike(sysUser.userName, q), ilike(sysUser.realName, q)));
  }
  if (f.deptCode) conds.push(eq(sysUser.deptCode, f.deptCode));
  if (f.refType) conds.push(eq(elPointsLog.refType, f.refType));
  const where = and(...conds);
  const base = () => db.select().from(elPointsLog).innerJoin(sysUser, eq(sysUser.id, elPointsLog.userId));
  return runPage<AdminPointsDbRow>(
    req,
    { createTime: elPointsLog.createTime, points: elPointsLog.points },
    [desc(elPointsLog.createTime), desc(elPointsLog.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await base()
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        ...r.el_points_log,
        userName: r.sys_user.userName,
        realName: r.sys_user.realName,
        deptCode: r.sys_user.deptCode,
      })),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(elPointsLog)
          .innerJoin(sysUser, eq(sysUser.id, elPointsLog.userId))
          .where(where)
      )[0]?.n ?? 0,
  );
}
