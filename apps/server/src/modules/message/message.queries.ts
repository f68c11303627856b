import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysUserMsg } from '../../db/schema/index.ts';

export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sysUserMsg)
    .where(and(eq(sysUserMsg.userId, userId), eq(sysUserMsg.readState, 0)));
  return row?.n ?? 0;
}

export async function insertMessage(db: DbOrTx, msg: typeof sysUserMsg.$inferInsert): Promise<void> {
  await db.insert(sysUserMsg).values(msg);
}
