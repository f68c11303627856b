import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { sysNotice, sysUser } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';

export type NoticeRow = typeof sysNotice.$inferSelect;
export type NewNotice = typeof sysNotice.$inferInsert;
/** A notice row with its author's real name. */
export type NoticeWithAuthor = NoticeRow & { authorName: string | null };
export type NoticeListRow = Omit<NoticeWithAuthor, 'content'>;

export interface NoticeFilter {
  title?: string;
  state?: number;
}

function whereOf(f: NoticeFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.title?.trim()) conds.push(ilike(sysNotice.title, `%${escapeLike(f.title.trim())}%`));
  if (f.state !== undefined) conds.push(eq(sysNotice.state, f.state));
  return conds.length ? and(...conds) : undefined;
}

const listColumns = {
  id: sysNotice.id,
  title: sysNotice.title,
  state: sysNotice.state,
  createBy: sysNotice.createBy,
  createTime: sysNotice.createTime,
  updateTime: sysNotice.updateTime,
  authorName: sysUser.realName,
};

/** A page of notices, newest first; content is left out of lists. */
export function findNotices(db: DbOrTx, req: Pick<PagingRequest, 'current' | 'size' | 'orders'>, f: NoticeFilter) {
  const where = whereOf(f);
  return runPage<NoticeListRow>(
    req,
    {
      title: sysNotice.title,
      createTime: sysNotice.createTime,
      updateTime: sysNotice.updateTime,
      state: sysNotice.state,
    },
    [desc(sysNotice.createTime), desc(sysNotice.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select(listColumns)
        .from(sysNotice)
        .leftJoin(sysUser, eq(sysUser.id, sysNotice.createBy))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysNotice).where(where))[0]?.n ?? 0,
  );
}

/** One notice with its author; throws 10010003 when missing. */
export async function getNoticeById(db: DbOrTx, id: string): Promise<NoticeWithAuthor> {
  const [row] = await db
    .select({ ...listColumns, content: sysNotice.content })
    .from(sysNotice)
    .leftJoin(sysUser, eq(sysUser.id, sysNotice.createBy))
    .where(eq(sysNotice.id, id))
    .limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

export async function insertNotice(db: DbOrTx, row: NewNotice): Promise<void> {
  await db.insert(sysNotice).values(row);
}

/** Updates one notice; answers false when it does not exist. */
export async function updateNoticeById(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<NewNotice, 'title' | 'content' | 'state'>>,
): Promise<boolean> {
  const rows = await db
    .update(sysNotice)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysNotice.id, id))
    .returning({ id: sysNotice.id });
  return rows.length > 0;
}

export async function updateNoticeStateByIds(db: DbOrTx, ids: string[], state: number): Promise<number> {
  const rows = await db
    .update(sysNotice)
    .set({ state, updateTime: new Date() })
    .where(inArray(sysNotice.id, ids))
    .returning({ id: sysNotice.id });
  return rows.length;
}

export async function deleteNoticesByIds(db: DbOrTx, ids: string[]): Promise<number> {
  const rows = await db.delete(sysNotice).where(inArray(sysNotice.id, ids)).returning({ id: sysNotice.id });
  return rows.length;
}
