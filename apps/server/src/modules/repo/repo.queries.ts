import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elQu, elRepo, elRepoChapter, sysUser } from '@server/db/schema/index.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { aliasedTable, and, asc, count, countDistinct, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';

export type RepoDbRow = typeof elRepo.$inferSelect;
export type NewRepo = typeof elRepo.$inferInsert;
export type ChapterDbRow = typeof elRepoChapter.$inferSelect;
export type NewChapter = typeof elRepoChapter.$inferInsert;
export type RepoWithAuthor = RepoDbRow & { authorName: string | null };

export interface RepoFilter {
  title?: string;
  isExam?: boolean;
  isTrain?: boolean;
}

function whereOf(f: RepoFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.title?.trim()) conds.push(ilike(elRepo.title, `%${escapeLike(f.title.trim())}%`));
  if (f.isExam !== undefined) conds.push(eq(elRepo.isExam, f.isExam));
  if (f.isTrain !== undefined) conds.push(eq(elRepo.isTrain, f.isTrain));
  return conds.length ? and(...conds) : undefined;
}

const columns = {
  id: elRepo.id,
  title: elRepo.title,
  remark: elRepo.remark,
  isExam: elRepo.isExam,
  isTrain: elRepo.isTrain,
  createBy: elRepo.createBy,
  createTime: elRepo.createTime,
  updateTime: elRepo.updateTime,
  authorName: sysUser.realName,
};

export function findRepoPage(db: DbOrTx, req: Pick<PagingRequest, 'current' | 'size' | 'orders'>, f: RepoFilter) {
  const where = whereOf(f);
  return runPage<RepoWithAuthor>(
    req,
    { title: elRepo.title, createTime: elRepo.createTime, updateTime: elRepo.updateTime },
    [desc(elRepo.createTime), desc(elRepo.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select(columns)
        .from(elRepo)
        .leftJoin(sysUser, eq(sysUser.id, elRepo.createBy))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elRepo).where(where))[0]?.n ?? 0,
  );
}

export async function getRepo(db: DbOrTx, id: string): Promise<RepoWithAuthor | undefined> {
  const [row] = await db
    .select(columns)
    .from(elRepo)
    .leftJoin(sysUser, eq(sysUser.id, elRepo.createBy))
    .where(eq(elRepo.id, id))
    .limit(1);
  return row;
}

/** Banks by exact title (Excel import resolves 所属题库 by title or id). */
export function findReposByIdsOrTitles(db: DbOrTx, keys: string[]): Promise<RepoDbRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(elRepo)
    .where(inArray(elRepo.id, keys))
    .union(db.select().from(elRepo).where(inArray(elRepo.title, keys)));
}

export async function insertRepo(db: DbOrTx, row: NewRepo): Promise<void> {
  await db.insert(elRepo).values(row);
}

export async function updateRepo(db: DbOrTx, id: string, patch: Partial<NewRepo>): Promise<boolean> {
  const rows = await db
    .update(elRepo)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(elRepo.id, id))
    .returning({ id: elRepo.id });
  return rows.length > 0;
}

export async function deleteReposWithChapters(tx: DbOrTx, ids: string[]): Promise<void> {
  await tx.delete(elRepoChapter).where(inArray(elRepoChapter.repoId, ids));
  await tx.delete(elRepo).where(inArray(elRepo.id, ids));
}

/** Per bank, chapter and type: counts of top-level questions. */
export function countQusByChapterType(db: DbOrTx, repoIds: string[]) {
  if (repoIds.length === 0) return Promise.resolve([]);
  return db
    .select({ repoId: elQu.repoId, chapterId: elQu.chapterId, quType: elQu.quType, n: count() })
    .from(elQu)
    .where(and(inArray(elQu.repoId, repoIds), eq(elQu.parentId, '0')))
    .groupBy(elQu.repoId, elQu.chapterId, elQu.quType);
}

/** Per bank: composites holding at least one short answer (they count as subjective). */
export function countSubjectiveComposites(db: DbOrTx, repoIds: string[]) {
  if (repoIds.length === 0) return Promise.resolve([]);
  const sub = aliasedTable(elQu, 'qu_sub');
  return db
    .select({ repoId: sub.repoId, n: countDistinct(sub.parentId) })
    .from(sub)
    .where(and(inArray(sub.repoId, repoIds), ne(sub.parentId, '0'), eq(sub.quType, 4)))
    .groupBy(sub.repoId);
}

export async function countChapters(db: DbOrTx, repoIds: string[]) {
  if (repoIds.length === 0) return [];
  return db
    .select({ repoId: elRepoChapter.repoId, n: count() })
    .from(elRepoChapter)
    .where(inArray(elRepoChapter.repoId, repoIds))
    .groupBy(elRepoChapter.repoId);
}

export function findChapters(db: DbOrTx, repoId: string, title?: string): Promise<ChapterDbRow[]> {
  const conds: SQL[] = [eq(elRepoChapter.repoId, repoId)];
  if (title?.trim()) conds.push(ilike(elRepoChapter.title, `%${escapeLike(title.trim())}%`));
  return db
    .select()
    .from(elRepoChapter)
    .where(and(...conds))
    .orderBy(asc(elRepoChapter.sort), asc(elRepoChapter.id));
}

export async function getChapter(db: DbOrTx, id: string): Promise<ChapterDbRow | undefined> {
  const [row] = await db.select().from(elRepoChapter).where(eq(elRepoChapter.id, id)).limit(1);
  return row;
}

export async function insertChapter(db: DbOrTx, row: NewChapter): Promise<void> {
  await db.insert(elRepoChapter).values(row);
}

export async function updateChapter(db: DbOrTx, id: string, patch: { title?: string; sort?: number }): Promise<void> {
  await db.update(elRepoChapter).set(patch).where(eq(elRepoChapter.id, id));
}

/** Deletes chapters; their questions stay in the bank without a chapter. */
export async function deleteChaptersDetaching(tx: DbOrTx, ids: string[]): Promise<number> {
  await tx.update(elQu).set({ chapterId: '' }).where(inArray(elQu.chapterId, ids));
  const rows = await tx.delete(elRepoChapter).where(inArray(elRepoChapter.id, ids)).returning({ id: elRepoChapter.id });
  return rows.length;
}

/** Chapters of the given banks (Excel import resolves 所属章节 by title within the bank). */
export function findChaptersOfRepos(db: DbOrTx, repoIds: string[]): Promise<ChapterDbRow[]> {
  if (repoIds.length === 0) return Promise.resolve([]);
  return db.select().from(elRepoChapter).where(inArray(elRepoChapter.repoId, repoIds));
}

export async function countQusInRepos(db: DbOrTx, repoIds: string[]): Promise<number> {
  const [r] = await db.select({ n: count() }).from(elQu).where(inArray(elQu.repoId, repoIds));
  return r?.n ?? 0;
}

/** Banks and chapters created by an import. */
export async function insertReposAndChapters(tx: DbOrTx, repos: NewRepo[], chapters: NewChapter[]): Promise<void> {
  if (repos.length) await tx.insert(elRepo).values(repos);
  if (chapters.length) await tx.insert(elRepoChapter).values(chapters);
}
