import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { sysDic, sysDicValue } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { DicPagingBody, Page } from '@xuekao/contracts';
import { and, asc, count, eq, ilike, inArray, ne, or } from 'drizzle-orm';

export type DicRow = typeof sysDic.$inferSelect;
export type DicValueRow = typeof sysDicValue.$inferSelect;

const SORTABLE = { code: sysDic.code, title: sysDic.title, createTime: sysDic.createTime };

/** A page of dictionary types; `params.title` matches the title or the code. */
export async function findDicPage(db: DbOrTx, req: DicPagingBody): Promise<Page<DicRow>> {
  const p = req.params;
  const where = and(
    p.title
      ? or(ilike(sysDic.title, `%${escapeLike(p.title)}%`), ilike(sysDic.code, `%${escapeLike(p.title)}%`))
      : undefined,
    p.code ? ilike(sysDic.code, `%${escapeLike(p.code)}%`) : undefined,
  );
  return runPage(
    req,
    SORTABLE,
    [asc(sysDic.code)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(sysDic)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysDic).where(where))[0].n,
  );
}

export async function getDicById(db: DbOrTx, id: string): Promise<DicRow> {
  const [row] = await db.select().from(sysDic).where(eq(sysDic.id, id)).limit(1);
  if (!row) throw AppError.notFound('字典不存在！');
  return row;
}

export async function findDicByCode(db: DbOrTx, code: string): Promise<DicRow | undefined> {
  const [row] = await db.select().from(sysDic).where(eq(sysDic.code, code)).limit(1);
  return row;
}

export async function findDicsByIds(db: DbOrTx, ids: string[]): Promise<DicRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysDic).where(inArray(sysDic.id, ids));
}

export async function insertDic(db: DbOrTx, row: typeof sysDic.$inferInsert): Promise<void> {
  await db.insert(sysDic).values(row);
}

export async function updateDicById(db: DbOrTx, id: string, patch: Partial<typeof sysDic.$inferInsert>): Promise<void> {
  await db
    .update(sysDic)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysDic.id, id));
}

export async function deleteDicByIds(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(sysDic).where(inArray(sysDic.id, ids));
}

/** Number of values per dictionary code, for the given codes. */
export async function countValuesByCodes(db: DbOrTx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: sysDicValue.dicCode, n: count() })
    .from(sysDicValue)
    .where(inArray(sysDicValue.dicCode, codes))
    .groupBy(sysDicValue.dicCode);
  return new Map(rows.map((r) => [r.code, r.n]));
}

/** Every value of one dictionary, in display order. */
export async function findDicValues(db: DbOrTx, dicCode: string): Promise<DicValueRow[]> {
  return db
    .select()
    .from(sysDicValue)
    .where(eq(sysDicValue.dicCode, dicCode))
    .orderBy(asc(sysDicValue.sort), asc(sysDicValue.value));
}

/** The row, or undefined when there is none. */
export async function findDicValueById(db: DbOrTx, id: string): Promise<DicValueRow | undefined> {
  const [row] = await db.select().from(sysDicValue).where(eq(sysDicValue.id, id)).limit(1);
  return row;
}

export async function getDicValueById(db: DbOrTx, id: string): Promise<DicValueRow> {
  const row = await findDicValueById(db, id);
  if (!row) throw AppError.notFound('字典值不存在！');
  return row;
}

export async function findDicValuesByIds(db: DbOrTx, ids: string[]): Promise<DicValueRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysDicValue).where(inArray(sysDicValue.id, ids));
}

/** Another value of the dictionary with the same `value` (excluding `exceptId`). */
export async function findDicValueClash(db: DbOrTx, dicCode: string, value: string, exceptId?: string) {
  const [row] = await db
    .select({ id: sysDicValue.id })
    .from(sysDicValue)
    .where(
      and(
        eq(sysDicValue.dicCode, dicCode),
        eq(sysDicValue.value, value),
        exceptId ? ne(sysDicValue.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Values whose parent is one of `ids`. */
export async function findDicValueChildren(db: DbOrTx, ids: string[]): Promise<DicValueRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysDicValue).where(inArray(sysDicValue.parentId, ids));
}

export async function insertDicValue(db: DbOrTx, row: typeof sysDicValue.$inferInsert): Promise<void> {
  await db.insert(sysDicValue).values(row);
}

export async function updateDicValueById(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof sysDicValue.$inferInsert>,
): Promise<void> {
  await db
    .update(sysDicValue)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysDicValue.id, id));
}

/** Moves every value of a dictionary to its new code (a renamed custom dictionary). */
export async function renameDicValuesCode(db: DbOrTx, from: string, to: string): Promise<void> {
  await db.update(sysDicValue).set({ dicCode: to, updateTime: new Date() }).where(eq(sysDicValue.dicCode, from));
}

export async function deleteDicValueByIds(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(sysDicValue).where(inArray(sysDicValue.id, ids));
}
