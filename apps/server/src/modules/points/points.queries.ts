import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elPointsLog, sysUser } from '@server/db/schema/index.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';

export type PointsLogDbRow = typeof elPointsLog.$inferSelect;
export type NewPointsLog = typeof elPointsLog.$inferInsert;

/**
 * Writes a grant and adds it to the user's total, once per user and reason (`refType` + `refId`): answers
 * false when that reason was already granted. Run it in the transaction of what earned the points.
 */
export async function insertGrant(db: DbOrTx, grant: NewPointsLog): Promise<boolean> {
  const rows = await db.insert(elPointsLog).values(grant).onConflictDoNothing().returning({ id: elPointsLog.id });
  if (!rows.length) return false;
  await db
    .update(sysUser)
    .set({ points: sql`${sysUser.points} + ${grant.points}` })
    .where(eq(sysUser.id, grant.userId));
  return true;
}

export function findMyPointsPage(db: DbOrTx, req: PagingRequest, userId: string, title?: string) {
  const conds: SQL[] = [eq(elPointsLog.userId, userId)];
  if (title?.trim()) conds.push(ilike(elPointsLog.refRemark, `%${escapeLike(title.trim())}%`));
  const where = and(...conds);
  return runPage<PointsLogDbRow>(
    req,
    { createTime: elPointsLog.createTime, points: elPointsLog.points },
    [desc(elPointsLog.createTime), desc(elPointsLog.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(elPointsLog)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elPointsLog).where(where))[0]?.n ?? 0,
  );
}
