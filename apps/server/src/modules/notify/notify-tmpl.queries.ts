import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { sysNotifyTmpl } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';

export type NotifyTmplRow = typeof sysNotifyTmpl.$inferSelect;
export type NewNotifyTmpl = typeof sysNotifyTmpl.$inferInsert;

export interface NotifyTmplFilter {
  title?: string;
  code?: string;
  state?: number;
}

function whereOf(f: NotifyTmplFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.title?.trim()) {
    const p = `%${escapeLike(f.title.trim())}%`;
    conds.push(or(ilike(sysNotifyTmpl.title, p), ilike(sysNotifyTmpl.code, p))!);
  }
  if (f.code?.trim()) conds.push(eq(sysNotifyTmpl.code, f.code.trim()));
  if (f.state !== undefined) conds.push(eq(sysNotifyTmpl.state, f.state));
  return conds.length ? and(...conds) : undefined;
}

export function findNotifyTmpls(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: NotifyTmplFilter,
) {
  const where = whereOf(f);
  return runPage<NotifyTmplRow>(
    req,
    { code: sysNotifyTmpl.code, title: sysNotifyTmpl.title, createTime: sysNotifyTmpl.createTime },
    [desc(sysNotifyTmpl.createTime), desc(sysNotifyTmpl.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(sysNotifyTmpl)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysNotifyTmpl).where(where))[0]?.n ?? 0,
  );
}

export async function getNotifyTmplById(db: DbOrTx, id: string): Promise<NotifyTmplRow> {
  const [row] = await db.select().from(sysNotifyTmpl).where(eq(sysNotifyTmpl.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

export async function findNotifyTmplByCode(db: DbOrTx, code: string): Promise<NotifyTmplRow | undefined> {
  const [row] = await db.select().from(sysNotifyTmpl).where(eq(sysNotifyTmpl.code, code)).limit(1);
  return row;
}

export async function findNotifyTmplsByIds(db: DbOrTx, ids: string[]): Promise<NotifyTmplRow[]> {
  if (!ids.length) return [];
  return db.select().from(sysNotifyTmpl).where(inArray(sysNotifyTmpl.id, ids));
}

export async function insertNotifyTmpl(db: DbOrTx, row: NewNotifyTmpl): Promise<void> {
  await db.insert(sysNotifyTmpl).values(row);
}

export async function updateNotifyTmplById(
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<NewNotifyTmpl, 'id' | 'createTime'>>,
): Promise<void> {
  await db
    .update(sysNotifyTmpl)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysNotifyTmpl.id, id));
}

export async function updateNotifyTmplStateByIds(db: DbOrTx, ids: string[], state: number): Promise<void> {
  await db.update(sysNotifyTmpl).set({ state, updateTime: new Date() }).where(inArray(sysNotifyTmpl.id, ids));
}

export async function deleteNotifyTmplsByIds(db: DbOrTx, ids: string[]): Promise<void> {
  await db.delete(sysNotifyTmpl).where(inArray(sysNotifyTmpl.id, ids));
}
