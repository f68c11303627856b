import type { DbOrTx } from '@server/db/client.ts';
import { elCourseCat, elCourseFile } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { asc, count, eq } from 'drizzle-orm';

export type CourseCatRow = typeof elCourseCat.$inferSelect;
export type NewCourseCat = typeof elCourseCat.$inferInsert;

/** Every folder of the library (a small table: the tree is built in memory). */
export function findAllCats(db: DbOrTx): Promise<CourseCatRow[]> {
  return db.select().from(elCourseCat).orderBy(asc(elCourseCat.sort), asc(elCourseCat.title));
}

/**
 * Every folder, locked for update until the transaction ends: moves, creations and deletions of folders run
 * one at a time, so two concurrent moves cannot build a cycle.
 */
export function lockAllCats(tx: DbOrTx): Promise<CourseCatRow[]> {
  return tx.select().from(elCourseCat).for('update');
}

export async function findCatById(db: DbOrTx, id: string): Promise<CourseCatRow | undefined> {
  const [row] = await db.select().from(elCourseCat).where(eq(elCourseCat.id, id)).limit(1);
  return row;
}

/** The folder, share-locked until the transaction ends (a file saved into it blocks its deletion). */
export async function findCatForShare(tx: DbOrTx, id: string): Promise<CourseCatRow | undefined> {
  const [row] = await tx.select().from(elCourseCat).where(eq(elCourseCat.id, id)).for('share');
  return row;
}

export async function getCatById(db: DbOrTx, id: string): Promise<CourseCatRow> {
  const row = await findCatById(db, id);
  if (!row) throw AppError.notFound('目录不存在！');
  return row;
}

export async function insertCat(db: DbOrTx, row: NewCourseCat): Promise<void> {
  await db.insert(elCourseCat).values(row);
}

export async function updateCatById(
  db: DbOrTx,
  id: string,
  patch: Pick<NewCourseCat, 'parentId' | 'title' | 'sort'>,
): Promise<void> {
  await db.update(elCourseCat).set(patch).where(eq(elCourseCat.id, id));
}

export async function deleteCatById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(elCourseCat).where(eq(elCourseCat.id, id));
}

/** Files filed directly in the folder. */
export async function countFilesInCat(db: DbOrTx, catId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(elCourseFile).where(eq(elCourseFile.catId, catId));
  return Number(row?.n ?? 0);
}
