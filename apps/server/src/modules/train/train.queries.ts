import type { DbOrTx } from '@server/db/client.ts';
import { runPage } from '@server/db/paging.ts';
import { elQu, elRepo, elTrain, elTrainQu } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

export type TrainRow = typeof elTrain.$inferSelect;
export type NewTrain = typeof elTrain.$inferInsert;
export type TrainQuRow = typeof elTrainQu.$inferSelect;
export type TrainWithRepo = TrainRow & { repoTitle: string };

/** Rows per INSERT of training questions (4 parameters a row). */
const QU_INSERT_BATCH = 2000;

/** One training of the user; another user's training does not exist (10010003). */
export async function getTrainById(db: DbOrTx, userId: string, id: string): Promise<TrainWithRepo> {
  const [row] = await db
    .select({ t: elTrain, repoTitle: sql<string>`coalesce(${elRepo.title}, '')` })
    .from(elTrain)
    .leftJoin(elRepo, eq(elRepo.id, elTrain.repoId))
    .where(and(eq(elTrain.id, id), eq(elTrain.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return { ...row.t, repoTitle: row.repoTitle };
}

/** The user's open training of a bank in a mode (and type or chapter for modes 3 and 4), newest first. */
export async function findOpenTrain(
  db: DbOrTx,
  f: { userId: string; repoId: string; mode: number; quType: number | null; chapterId: string },
): Promise<TrainRow | undefined> {
  const conds: SQL[] = [
    eq(elTrain.userId, f.userId),
    eq(elTrain.repoId, f.repoId),
    eq(elTrain.mode, f.mode),
    eq(elTrain.state, 0),
    eq(elTrain.chapterId, f.chapterId),
  ];
  conds.push(f.quType === null ? sql`${elTrain.quType} is null` : eq(elTrain.quType, f.quType));
  const [row] = await db
    .select()
    .from(elTrain)
    .where(and(...conds))
    .orderBy(desc(elTrain.updateTime))
    .limit(1);
  return row;
}

/** Ends every open training of the user on a bank in a mode (a `clear` start). */
export async function endOpenTrains(db: DbOrTx, userId: string, repoId: string, mode: number): Promise<void> {
  await db
    .update(elTrain)
    .set({ state: 1, updateTime: new Date() })
    .where(and(eq(elTrain.userId, userId), eq(elTrain.repoId, repoId), eq(elTrain.mode, mode), eq(elTrain.state, 0)));
}

export async function insertTrain(db: DbOrTx, train: NewTrain, quIds: string[]): Promise<void> {
  await db.insert(elTrain).values(train);
  for (let i = 0; i < quIds.length; i += QU_INSERT_BATCH) {
    await db
      .insert(elTrainQu)
      .values(quIds.slice(i, i + QU_INSERT_BATCH).map((quId, j) => ({ trainId: train.id, quId, sort: i + j + 1 })));
  }
}

export async function updateTrainById(db: DbOrTx, id: string, set: Partial<NewTrain>): Promise<void> {
  await db
    .update(elTrain)
    .set({ ...set, updateTime: new Date() })
    .where(eq(elTrain.id, id));
}

/** The answer card: every question of the training with its type, in order. */
export function findTrainCard(db: DbOrTx, trainId: string) {
  return db
    .select({
      quId: elTrainQu.quId,
      sort: elTrainQu.sort,
      answered: elTrainQu.answered,
      isRight: elTrainQu.isRight,
      quType: sql<number>`coalesce(${elQu.quType}, 0)`,
    })
    .from(elTrainQu)
    .leftJoin(elQu, eq(elQu.id, elTrainQu.quId))
    .where(eq(elTrainQu.trainId, trainId))
    .orderBy(asc(elTrainQu.sort));
}

/** One question of a training; a question not in it does not exist (10010003). */
export async function getTrainQu(db: DbOrTx, trainId: string, quId: string): Promise<TrainQuRow> {
  const [row] = await db
    .select()
    .from(elTrainQu)
    .where(and(eq(elTrainQu.trainId, trainId), eq(elTrainQu.quId, quId)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * Stores an answer once: answers false when the question was already answered (a concurrent double
 * click), so the counts move only once.
 */
export async function markTrainQuAnswered(
  db: DbOrTx,
  trainId: string,
  quId: string,
  isRight: boolean,
  answer: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(elTrainQu)
    .set({ answered: true, isRight, answer })
    .where(and(eq(elTrainQu.trainId, trainId), eq(elTrainQu.quId, quId), eq(elTrainQu.answered, false)))
    .returning({ quId: elTrainQu.quId });
  return rows.length > 0;
}

/** Adds one answer to the counts of a training. */
export async function incrementTrainCounts(db: DbOrTx, id: string, right: boolean): Promise<void> {
  await db
    .update(elTrain)
    .set({
      answerCount: sql`${elTrain.answerCount} + 1`,
      rightCount: right ? sql`${elTrain.rightCount} + 1` : elTrain.rightCount,
      updateTime: new Date(),
    })
    .where(eq(elTrain.id, id));
}

/** A page of the user's trainings (optionally of one bank), last trained first. */
export function findTrainPage(
  db: DbOrTx,
  userId: string,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: { repoId?: string },
) {
  const conds: SQL[] = [eq(elTrain.userId, userId)];
  if (f.repoId) conds.push(eq(elTrain.repoId, f.repoId));
  const where = and(...conds);
  return runPage<TrainWithRepo>(
    req,
    { updateTime: elTrain.updateTime, createTime: elTrain.createTime },
    [desc(elTrain.updateTime), desc(elTrain.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({ t: elTrain, repoTitle: sql<string>`coalesce(${elRepo.title}, '')` })
          .from(elTrain)
          .leftJoin(elRepo, eq(elRepo.id, elTrain.repoId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r.t, repoTitle: r.repoTitle })),
    async () => (await db.select({ n: count() }).from(elTrain).where(where))[0]?.n ?? 0,
  );
}

/** Whether the user answered the question in any of their trainings. */
export async function hasAnsweredInTraining(db: DbOrTx, userId: string, quId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(elTrainQu)
    .innerJoin(elTrain, eq(elTrain.id, elTrainQu.trainId))
    .where(and(eq(elTrain.userId, userId), eq(elTrainQu.quId, quId), eq(elTrainQu.answered, true)));
  return (row?.n ?? 0) > 0;
}
