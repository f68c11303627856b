import type { DbOrTx } from '@server/db/client.ts';
import { runPage } from '@server/db/paging.ts';
import { elQu, elRepo, elWrongBook } from '@server/db/schema/index.ts';
import { newId } from '@server/lib/ids.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { wrongBookRowUnsealed } from '../answer-seal/answer-seal.queries.ts';

export type WrongBookRow = typeof elWrongBook.$inferSelect;
export type WrongBookListRow = WrongBookRow & { repoTitle: string; quType: number; content: string };

/**
 * Records a wrong answer: adds the question to the user's book for that source (`examId` '' for
 * training) or increments its count. One statement, safe under concurrent answers.
 */
export async function upsertWrongBook(
  db: DbOrTx,
  e: { userId: string; repoId: string; quId: string; examId: string },
): Promise<void> {
  await db
    .insert(elWrongBook)
    .values({ id: newId(), ...e, wrongCount: 1, lastWrongTime: new Date() })
    .onConflictDoUpdate({
      target: [elWrongBook.userId, elWrongBook.quId, elWrongBook.examId],
      set: { wrongCount: sql`${elWrongBook.wrongCount} + 1`, lastWrongTime: new Date(), repoId: e.repoId },
    });
}

/**
 * Records several wrong answers in one statement (a paper's at hand-in: one round trip, not one per
 * question, inside the hand-in transaction). A question listed twice counts once; rows go in key order.
 */
export async function upsertWrongBooks(
  db: DbOrTx,
  rows: ReadonlyArray<{ userId: string; repoId: string; quId: string; examId: string }>,
): Promise<void> {
  const byKey = new Map(rows.map((r) => [`${r.userId}|${r.quId}|${r.examId}`, r]));
  if (!byKey.size) return;
  const at = new Date().toISOString();
  // Key order (user, question, source): any two writers lock shared rows in the same order. The rows are
  // one JSON parameter: a hand-in batch of 200 papers holds thousands (drizzle built 7 parameters each).
  const json = JSON.stringify(
    [...byKey.values()]
      .sort((a, b) => cmp(a.userId, b.userId) || cmp(a.quId, b.quId) || cmp(a.examId, b.examId))
      .map((e) => ({ id: newId(), u: e.userId, r: e.repoId, q: e.quId, e: e.examId })),
  );
  await db.execute(sql`
    insert into ${elWrongBook} as w (id, user_id, repo_id, qu_id, exam_id, wrong_count, last_wrong_time)
    select v.id, v.u, v.r, v.q, v.e, 1, ${at}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as v(id text, u text, r text, q text, e text)
    on conflict (user_id, qu_id, exam_id) do update set
      wrong_count = w.wrong_count + 1, last_wrong_time = excluded.last_wrong_time, repo_id = excluded.repo_id`);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Removes a question from every source of the user's book; answers how many rows went. */
export async function deleteWrongBookByQu(db: DbOrTx, userId: string, quId: string): Promise<number> {
  const rows = await db
    .delete(elWrongBook)
    .where(and(eq(elWrongBook.userId, userId), eq(elWrongBook.quId, quId)))
    .returning({ id: elWrongBook.id });
  return rows.length;
}

/** The distinct questions of a bank in the user's book, most often wrong first. */
export async function findWrongQuIdsOfRepo(db: DbOrTx, userId: string, repoId: string): Promise<string[]> {
  const rows = await db
    .select({ quId: elWrongBook.quId, n: sql<number>`sum(${elWrongBook.wrongCount})` })
    .from(elWrongBook)
    .where(and(eq(elWrongBook.userId, userId), eq(elWrongBook.repoId, repoId)))
    .groupBy(elWrongBook.quId)
    .orderBy(desc(sql`sum(${elWrongBook.wrongCount})`), elWrongBook.quId);
  return rows.map((r) => r.quId);
}

/** Whether the question is in the user's book (any source). */
export async function isInWrongBook(db: DbOrTx, userId: string, quId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(elWrongBook)
    .where(and(eq(elWrongBook.userId, userId), eq(elWrongBook.quId, quId)));
  return (row?.n ?? 0) > 0;
}

/** A page of the user's book, by bank and/or source, last wrong first. */
export function findWrongBookPage(
  db: DbOrTx,
  userId: string,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: { repoId?: string; examId?: string },
) {
  // Sealed rows are left out (answer-seal.queries.ts): they would tell which exam answers were wrong.
  const conds: SQL[] = [eq(elWrongBook.userId, userId), wrongBookRowUnsealed(db)];
  if (f.repoId) conds.push(eq(elWrongBook.repoId, f.repoId));
  if (f.examId !== undefined) conds.push(eq(elWrongBook.examId, f.examId));
  const where = and(...conds);
  return runPage<WrongBookListRow>(
    req,
    { lastWrongTime: elWrongBook.lastWrongTime, wrongCount: elWrongBook.wrongCount },
    [desc(elWrongBook.lastWrongTime), desc(elWrongBook.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({
            b: elWrongBook,
            repoTitle: sql<string>`coalesce(${elRepo.title}, '')`,
            quType: sql<number>`coalesce(${elQu.quType}, 0)`,
            content: sql<string>`coalesce(${elQu.content}, '')`,
          })
          .from(elWrongBook)
          .leftJoin(elRepo, eq(elRepo.id, elWrongBook.repoId))
          .leftJoin(elQu, eq(elQu.id, elWrongBook.quId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r.b, repoTitle: r.repoTitle, quType: r.quType, content: r.content })),
    async () => (await db.select({ n: count() }).from(elWrongBook).where(where))[0]?.n ?? 0,
  );
}
