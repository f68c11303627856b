import type { DbOrTx } from '@server/db/client.ts';
import { sysFaceRemoval } from '@server/db/schema/index.ts';
import { asc, inArray, lt } from 'drizzle-orm';

/** Deleted users whose faces still wait for removal from the cloud face group, oldest first. */
export function findFaceRemovals(db: DbOrTx, limit: number): Promise<Array<{ userId: string; createTime: Date }>> {
  return db
    .select({ userId: sysFaceRemoval.userId, createTime: sysFaceRemoval.createTime })
    .from(sysFaceRemoval)
    .orderBy(asc(sysFaceRemoval.createTime), asc(sysFaceRemoval.userId))
    .limit(limit);
}

export async function deleteFaceRemovals(db: DbOrTx, userIds: string[]): Promise<void> {
  if (userIds.length) await db.delete(sysFaceRemoval).where(inArray(sysFaceRemoval.userId, userIds));
}

/** Drops the removals queued before `before` (given up: no cloud group took them in that time). */
export async function dropFaceRemovalsBefore(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(sysFaceRemoval)
    .where(lt(sysFaceRemoval.createTime, before))
    .returning({ userId: sysFaceRemoval.userId });
  return gone.length;
}
