import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elQu, elQuAnswer, elRepo, elRepoChapter } from '@server/db/schema/index.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';

export type QuDbRow = typeof elQu.$inferSelect;
export type NewQu = typeof elQu.$inferInsert;
export type AnswerDbRow = typeof elQuAnswer.$inferSelect;
export type NewAnswer = typeof elQuAnswer.$inferInsert;
/** A question with its bank and chapter titles and, for a composite, its sub-question count. */
export type QuListRow = QuDbRow & { repoTitle: string | null; chapterTitle: string | null; subCount: number };

export interface QuFilter {
  repoId?: string;
  chapterId?: string;
  quType?: number;
  level?: number;
  content?: string;
}

function whereOf(f: QuFilter): SQL | undefined {
  const conds: SQL[] = [eq(elQu.parentId, '0')];
  if (f.repoId) conds.push(eq(elQu.repoId, f.repoId));
  if (f.chapterId) conds.push(eq(elQu.chapterId, f.chapterId));
  if (f.quType !== undefined) conds.push(eq(elQu.quType, f.quType));
  if (f.level !== undefined) conds.push(eq(elQu.level, f.level));
  if (f.content?.trim()) conds.push(ilike(elQu.content, `%${escapeLike(f.content.trim())}%`));
  return and(...conds);
}

const listColumns = {
  id: elQu.id,
  repoId: elQu.repoId,
  chapterId: elQu.chapterId,
  parentId: elQu.parentId,
  quType: elQu.quType,
  level: elQu.level,
  content: elQu.content,
  analysis: elQu.analysis,
  image: elQu.image,
  sort: elQu.sort,
  createBy: elQu.createBy,
  createTime: elQu.createTime,
  updateTime: elQu.updateTime,
  repoTitle: elRepo.title,
  chapterTitle: elRepoChapter.title,
  subCount: sql<number>`(select count(*) from ${elQu} as qu_child where qu_child.parent_id = ${elQu.id})`.mapWith(
    Number,
  ),
};

function selectList(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(elQu)
    .leftJoin(elRepo, eq(elRepo.id, elQu.repoId))
    .leftJoin(elRepoChapter, eq(elRepoChapter.id, elQu.chapterId));
}

/** A page of top-level questions, newest first. */
export function findQuPage(db: DbOrTx, req: Pick<PagingRequest, 'current' | 'size' | 'orders'>, f: QuFilter) {
  const where = whereOf(f);
  return runPage<QuListRow>(
    req,
    { createTime: elQu.createTime, updateTime: elQu.updateTime, quType: elQu.quType, level: elQu.level },
    [desc(elQu.createTime), desc(elQu.id)],
    ({ limit, offset, orderBy }) =>
      selectList(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elQu).where(where))[0]?.n ?? 0,
  );
}

/** Top-level questions for export, in bank order (sort, then creation). */
export function findQusForExport(db: DbOrTx, f: QuFilter, limit: number): Promise<QuListRow[]> {
  return selectList(db).where(whereOf(f)).orderBy(asc(elQu.repoId), asc(elQu.sort), asc(elQu.id)).limit(limit);
}

/** Ids of top-level questions matching the filter, in bank order (training's 顺序练习). */
export async function findQuIdsBy(db: DbOrTx, f: QuFilter): Promise<string[]> {
  const rows = await db.select({ id: elQu.id }).from(elQu).where(whereOf(f)).orderBy(asc(elQu.sort), asc(elQu.id));
  return rows.map((r) => r.id);
}

export function findQusByIds(db: DbOrTx, ids: string[]): Promise<QuListRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectList(db).where(inArray(elQu.id, ids));
}

/** Sub-questions of the given composites, in order. */
export function findSubQus(db: DbOrTx, parentIds: string[]): Promise<QuListRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return selectList(db).where(inArray(elQu.parentId, parentIds)).orderBy(asc(elQu.sort), asc(elQu.id));
}

export function findAnswersByQuIds(db: DbOrTx, quIds: string[]): Promise<AnswerDbRow[]> {
  if (quIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(elQuAnswer)
    .where(inArray(elQuAnswer.quId, quIds))
    .orderBy(asc(elQuAnswer.quId), asc(elQuAnswer.sort));
}

const CHUNK = 1000;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Batch insert of questions and answer items (chunks keep under the bind-parameter limit). */
export async function insertQus(tx: DbOrTx, qus: NewQu[], answers: NewAnswer[]): Promise<void> {
  await insertChunked(qus, (c) => tx.insert(elQu).values(c));
  await insertChunked(answers, (c) => tx.insert(elQuAnswer).values(c));
}

export async function updateQu(tx: DbOrTx, id: string, patch: Partial<NewQu>): Promise<void> {
  await tx
    .update(elQu)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(elQu.id, id));
}

export async function updateAnswer(tx: DbOrTx, id: string, patch: Partial<NewAnswer>): Promise<void> {
  await tx.update(elQuAnswer).set(patch).where(eq(elQuAnswer.id, id));
}

export async function deleteAnswersByIds(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(elQuAnswer).where(inArray(elQuAnswer.id, ids));
}

/** Deletes questions with their sub-questions and all their answer items; answers the number of top-level rows. */
export async function deleteQusCascade(tx: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const subs = await tx.select({ id: elQu.id }).from(elQu).where(inArray(elQu.parentId, ids));
  const all = [...ids, ...subs.map((s) => s.id)];
  await tx.delete(elQuAnswer).where(inArray(elQuAnswer.quId, all));
  const deleted = await tx
    .delete(elQu)
    .where(inArray(elQu.id, all))
    .returning({ id: elQu.id, parentId: elQu.parentId });
  return deleted.filter((d) => d.parentId === '0').length;
}

/** Sub-question ids of one composite. */
export async function findSubIds(db: DbOrTx, parentId: string): Promise<string[]> {
  const rows = await db.select({ id: elQu.id }).from(elQu).where(eq(elQu.parentId, parentId));
  return rows.map((r) => r.id);
}
