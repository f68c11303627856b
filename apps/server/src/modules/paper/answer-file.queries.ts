import type { DbOrTx } from '@server/db/client.ts';
import { elPaper, elPaperAnswerFile, elPaperQu, sysKeypair } from '@server/db/schema/index.ts';
import { newId } from '@server/lib/ids.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { PaperDbRow } from './paper.queries.ts';

/** The stored key pair of a purpose, or undefined. */
export async function findKeypair(db: DbOrTx, name: string) {
  const [row] = await db.select().from(sysKeypair).where(eq(sysKeypair.name, name)).limit(1);
  return row;
}

/** Stores a key pair unless another process stored one first (then theirs is kept: read it again). */
export async function insertKeypair(db: DbOrTx, row: { name: string; publicKey: string; privateKey: string }) {
  await db.insert(sysKeypair).values(row).onConflictDoNothing();
}

/** Inside the answer-file transaction: the paper, locked against hand-in, marking and other files. */
export async function lockPaper(tx: DbOrTx, id: string): Promise<PaperDbRow | undefined> {
  const [row] = await tx.select().from(elPaper).where(eq(elPaper.id, id)).for('update').limit(1);
  return row;
}

/** Writes one answer of a file (the caller checked its number against the stored one under the lock). */
export async function writeFileAnswer(
  tx: DbOrTx,
  a: {
    paperId: string;
    quId: string;
    answer: Record<string, unknown>;
    answered: boolean;
    seq: number;
    clearMarks?: boolean;
  },
): Promise<void> {
  await tx
    .update(elPaperQu)
    .set({
      answer: a.answer,
      answered: a.answered,
      answerSeq: sql`greatest(${elPaperQu.answerSeq}, ${a.seq})`,
      ...(a.clearMarks ? { marks: null } : {}),
    })
    .where(and(eq(elPaperQu.paperId, a.paperId), eq(elPaperQu.quId, a.quId)));
}

/** The scores of a closed paper after its answers changed. */
export async function updatePaperScores(
  tx: DbOrTx,
  id: string,
  set: { objScore: number; userScore: number; rightCount: number; passed?: boolean | null },
): Promise<void> {
  await tx
    .update(elPaper)
    .set({ ...set, updateTime: new Date() })
    .where(eq(elPaper.id, id));
}

export type AnswerFileLog = typeof elPaperAnswerFile.$inferInsert;

export async function insertAnswerFileLog(tx: DbOrTx, row: Omit<AnswerFileLog, 'id'>): Promise<void> {
  await tx.insert(elPaperAnswerFile).values({ ...row, id: newId() });
}
