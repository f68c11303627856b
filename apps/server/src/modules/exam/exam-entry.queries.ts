import type { DbOrTx } from '@server/db/client.ts';
import { elExam, elExamApply, elExamRecord, elPaper } from '@server/db/schema/index.ts';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type ExamDbRow, inRangeOf } from './exam.queries.ts';

export type ApplyDbRow = typeof elExamApply.$inferSelect;

/**
 * The exam when the learner may enter it at all: enabled and within their range, in one query, so a
 * hidden exam costs the same round trip as a missing id (issue 10: ids cannot be probed by timing).
 */
export async function findEnterableExam(
  db: DbOrTx,
  examId: string,
  who: { userId: string; deptCode: string },
): Promise<ExamDbRow | undefined> {
  const [row] = await db
    .select()
    .from(elExam)
    .where(and(eq(elExam.id, examId), eq(elExam.state, 0), inRangeOf(who.userId, who.deptCode)))
    .limit(1);
  return row;
}

/** Attempts the learner has handed in for the exam. */
export async function getRecordTries(db: DbOrTx, examId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ tries: elExamRecord.tries })
    .from(elExamRecord)
    .where(and(eq(elExamRecord.examId, examId), eq(elExamRecord.userId, userId)))
    .limit(1);
  return row?.tries ?? 0;
}

/** The learner's paper in progress (of one exam, or of any exam). */
export async function findOpenPaper(db: DbOrTx, userId: string, examId?: string) {
  const conds: SQL[] = [eq(elPaper.userId, userId), eq(elPaper.state, 0)];
  if (examId) conds.push(eq(elPaper.examId, examId));
  const [row] = await db
    .select({ id: elPaper.id, examId: elPaper.examId, title: elPaper.title, limitTime: elPaper.limitTime })
    .from(elPaper)
    .where(and(...conds))
    .limit(1);
  return row;
}

export async function findOpenPaperId(db: DbOrTx, userId: string, examId: string): Promise<string | undefined> {
  return (await findOpenPaper(db, userId, examId))?.id;
}

export async function findLatestApply(db: DbOrTx, examId: string, userId: string): Promise<ApplyDbRow | undefined> {
  const [row] = await db
    .select()
    .from(elExamApply)
    .where(and(eq(elExamApply.examId, examId), eq(elExamApply.userId, userId)))
    .orderBy(desc(elExamApply.createTime), desc(elExamApply.id))
    .limit(1);
  return row;
}

/** An approved application not used yet. */
export async function findUsableApply(db: DbOrTx, examId: string, userId: string): Promise<ApplyDbRow | undefined> {
  const [row] = await db
    .select()
    .from(elExamApply)
    .where(
      and(
        eq(elExamApply.examId, examId),
        eq(elExamApply.userId, userId),
        eq(elExamApply.state, 1),
        eq(elExamApply.used, false),
      ),
    )
    .limit(1);
  return row;
}

/** Uses an approved application once; answers false when it was used meanwhile. */
export async function markApplyUsed(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(elExamApply)
    .set({ used: true })
    .where(and(eq(elExamApply.id, id), eq(elExamApply.used, false)))
    .returning({ id: elExamApply.id });
  return rows.length > 0;
}

export async function insertApply(db: DbOrTx, row: typeof elExamApply.$inferInsert): Promise<void> {
  await db.insert(elExamApply).values(row);
}

export async function updateApplysAudit(
  db: DbOrTx,
  ids: string[],
  set: { state: number; auditMsg: string; auditBy: string },
): Promise<void> {
  await db
    .update(elExamApply)
    .set({ ...set, auditTime: new Date() })
    .where(and(inArray(elExamApply.id, ids), eq(elExamApply.state, 0)));
}
