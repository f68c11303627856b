import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { sysUser, sysUserMsg } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';

export type UserMsgRow = typeof sysUserMsg.$inferSelect;
export type NewUserMsg = typeof sysUserMsg.$inferInsert;
export type UserMsgListRow = Omit<UserMsgRow, 'content'>;

/** Rows per INSERT statement when sending to many users (7 parameters a row, far under PostgreSQL's 65535). */
export const MSG_INSERT_BATCH = 1000;
/** Ids per `IN (...)` lookup. */
const ID_CHUNK = 5000;

export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sysUserMsg)
    .where(and(eq(sysUserMsg.userId, userId), eq(sysUserMsg.readState, 0)));
  return row?.n ?? 0;
}

/** Inserts many messages, `MSG_INSERT_BATCH` rows per statement. Wrap in a transaction for all-or-nothing. */
export async function insertMessages(db: DbOrTx, rows: NewUserMsg[]): Promise<void> {
  for (let i = 0; i < rows.length; i += MSG_INSERT_BATCH) {
    await db.insert(sysUserMsg).values(rows.slice(i, i + MSG_INSERT_BATCH));
  }
}

/** The users among `ids` that exist, with the names templates may use. */
export async function findRecipients(
  db: DbOrTx,
  ids: string[],
): Promise<Array<{ id: string; userName: string; realName: string }>> {
  const out: Array<{ id: string; userName: string; realName: string }> = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    out.push(
      ...(await db
        .select({ id: sysUser.id, userName: sysUser.userName, realName: sysUser.realName })
        .from(sysUser)
        .where(inArray(sysUser.id, chunk))),
    );
  }
  return out;
}

const listColumns = {
  id: sysUserMsg.id,
  userId: sysUserMsg.userId,
  title: sysUserMsg.title,
  readState: sysUserMsg.readState,
  readTime: sysUserMsg.readTime,
  createTime: sysUserMsg.createTime,
};

/** A page of one user's messages, newest first. */
export function findUserMessages(
  db: DbOrTx,
  userId: string,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: { readState?: number; title?: string },
) {
  const conds: SQL[] = [eq(sysUserMsg.userId, userId)];
  if (f.readState !== undefined) conds.push(eq(sysUserMsg.readState, f.readState));
  if (f.title?.trim()) conds.push(ilike(sysUserMsg.title, `%${escapeLike(f.title.trim())}%`));
  const where = and(...conds);
  return runPage<UserMsgListRow>(
    req,
    { createTime: sysUserMsg.createTime, title: sysUserMsg.title },
    [desc(sysUserMsg.createTime), desc(sysUserMsg.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select(listColumns)
        .from(sysUserMsg)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysUserMsg).where(where))[0]?.n ?? 0,
  );
}

/** One message of the user; another user's message does not exist (10010003). */
export async function getUserMessage(db: DbOrTx, userId: string, id: string): Promise<UserMsgRow> {
  const [row] = await db
    .select()
    .from(sysUserMsg)
    .where(and(eq(sysUserMsg.id, id), eq(sysUserMsg.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

/** How many of `ids` belong to the user. */
export async function countUserMessagesByIds(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sysUserMsg)
    .where(and(eq(sysUserMsg.userId, userId), inArray(sysUserMsg.id, ids)));
  return row?.n ?? 0;
}

/** Marks the user's unread messages among `ids` read. */
export async function markUserMessagesRead(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  await db
    .update(sysUserMsg)
    .set({ readState: 1, readTime: new Date() })
    .where(and(eq(sysUserMsg.userId, userId), inArray(sysUserMsg.id, ids), eq(sysUserMsg.readState, 0)));
}

export async function deleteUserMessagesByIds(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  await db.delete(sysUserMsg).where(and(eq(sysUserMsg.userId, userId), inArray(sysUserMsg.id, ids)));
}
