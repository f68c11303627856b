import { and, eq, sql } from 'drizzle-orm';
import { elPointsLog, sysRole, sysUser } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';

/** The points a user got of one kind (`refType`), summed from the log. */
export async function pointsOf(t: TestApp, userId: string, refType: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`coalesce(sum(${elPointsLog.points}), 0)::int` })
    .from(elPointsLog)
    .where(and(eq(elPointsLog.userId, userId), eq(elPointsLog.refType, refType)));
  return Number(row?.n ?? 0);
}

/** The user's running total (`sys_user.points`). */
export async function pointsTotal(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.ctx.db.select({ p: sysUser.points }).from(sysUser).where(eq(sysUser.id, userId));
  return row?.p ?? 0;
}

/** Sets a role's data scope (1 self, 2 department, 3 department and below, 4 all). */
export async function setRoleScope(t: TestApp, roleId: string, dataScope: number): Promise<void> {
  await t.ctx.db.update(sysRole).set({ dataScope }).where(eq(sysRole.id, roleId));
  await t.ctx.permissions.invalidate();
}
