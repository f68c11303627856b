import type { DbOrTx } from '@server/db/client.ts';
import { elQu, elRepo } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';

/**
 * Reads of other modules' tables that training needs: the bank a learner may practise and the questions
 * a training draws (qu module). What keeps answer keys from a learner during and after an exam is in
 * modules/answer-seal (shared with contests).
 */

/** A bank open for practice (`isTrain`); any other does not exist for a learner (10010003). */
export async function getTrainableRepo(db: DbOrTx, repoId: string): Promise<{ id: string; title: string }> {
  const [row] = await db
    .select({ id: elRepo.id, title: elRepo.title })
    .from(elRepo)
    .where(and(eq(elRepo.id, repoId), eq(elRepo.isTrain, true)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

/** Top-level questions of a bank (optionally one type or chapter), in the bank's order. */
export async function findRepoQuIds(
  db: DbOrTx,
  repoId: string,
  f: { quType?: number; chapterId?: string },
): Promise<string[]> {
  const conds: SQL[] = [eq(elQu.repoId, repoId), eq(elQu.parentId, '0')];
  if (f.quType !== undefined) conds.push(eq(elQu.quType, f.quType));
  if (f.chapterId) conds.push(eq(elQu.chapterId, f.chapterId));
  const rows = await db
    .select({ id: elQu.id })
    .from(elQu)
    .where(and(...conds))
    .orderBy(asc(elQu.sort), asc(elQu.createTime), asc(elQu.id));
  return rows.map((r) => r.id);
}

/** Of `ids`, those that are still top-level questions of the bank (wrong-book entries may be stale). */
export async function filterRepoQuIds(db: DbOrTx, repoId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: elQu.id })
    .from(elQu)
    .where(and(eq(elQu.repoId, repoId), eq(elQu.parentId, '0'), inArray(elQu.id, ids)));
  return new Set(rows.map((r) => r.id));
}
