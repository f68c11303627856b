import type { DbOrTx } from '@server/db/client.ts';
import { elExam, elExamRecord, elPaper, elPaperQu, elWrongBook } from '@server/db/schema/index.ts';
import { and, eq, gt, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';

/**
 * What keeps answer keys from a learner during and after an exam (issue 10 item 3, issue 24): reads of the
 * exam and paper tables shared by training (train-guard.ts, the wrong-answer book) and contests (the draw,
 * round results and match analysis). A unit of its own, so both may import it (stat imports battle and
 * train imports stat: battle importing train would be a cycle).
 */

/** Whether the user has a paper in progress (the partial unique index `el_paper_one_open`). */
export async function hasPaperInProgress(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: elPaper.id })
    .from(elPaper)
    .where(and(eq(elPaper.userId, userId), eq(elPaper.state, 0)))
    .limit(1);
  return !!row;
}

/**
 * The exam has not ended for good for a learner: its end time is still ahead and attempts are left
 * (`chance` 0 is unlimited). Needs `el_exam_record` left-joined for that learner. The one definition
 * behind the training seal and the result's per-question correctness (paper-result.service.ts).
 */
const examNotOverSql = (): SQL =>
  and(
    gt(elExam.endTime, sql`now()`),
    or(eq(elExam.chance, 0), sql`coalesce(${elExamRecord.tries}, 0) < ${elExam.chance}`),
  ) as SQL;

/** Whether the exam has ended for good for the learner (see examNotOverSql); a deleted exam has. */
export async function isExamOverFor(db: DbOrTx, userId: string, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: elExam.id })
    .from(elExam)
    .leftJoin(elExamRecord, and(eq(elExamRecord.examId, elExam.id), eq(elExamRecord.userId, userId)))
    .where(and(eq(elExam.id, examId), examNotOverSql()))
    .limit(1);
  return !row;
}

/**
 * The questions (of `quIds`, or all) on the user's papers of an exam that does not show answers and that
 * has not ended for good for them (examNotOverSql). Their key and analysis stay hidden from that learner
 * until then. Every question of such a paper is sealed, not only the wrong ones: sealing only the wrong
 * ones would tell the learner which answers were wrong. A deleted exam ended.
 */
export async function findSealedQuIds(db: DbOrTx, userId: string, quIds?: readonly string[]): Promise<Set<string>> {
  return (await paperQuIdsOf(db, [userId], quIds, false)).get(userId) ?? new Set();
}

/**
 * The batch form for contests (issue 24): per user of `userIds`, the questions (of `quIds`, or all) whose
 * key must not reach them now: those on a paper they have in progress, and the sealed ones (findSealedQuIds).
 * Users with none are absent from the map.
 */
export async function findProtectedQuIds(
  db: DbOrTx,
  userIds: readonly string[],
  quIds?: readonly string[],
): Promise<Map<string, Set<string>>> {
  return paperQuIdsOf(db, userIds, quIds, true);
}

async function paperQuIdsOf(
  db: DbOrTx,
  userIds: readonly string[],
  quIds: readonly string[] | undefined,
  withOpenPapers: boolean,
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (!userIds.length || (quIds && !quIds.length)) return out;
  const sealed = and(eq(elExam.showAnswer, false), examNotOverSql()) as SQL;
  const conds: SQL[] = [
    inArray(elPaper.userId, [...userIds]),
    withOpenPapers ? (or(eq(elPaper.state, 0), sealed) as SQL) : sealed,
  ];
  if (quIds) conds.push(inArray(elPaperQu.quId, [...quIds]));
  const rows = await db
    .selectDistinct({ userId: elPaper.userId, quId: elPaperQu.quId })
    .from(elPaper)
    .leftJoin(elExam, eq(elExam.id, elPaper.examId))
    .innerJoin(elPaperQu, eq(elPaperQu.paperId, elPaper.id))
    .leftJoin(elExamRecord, and(eq(elExamRecord.examId, elExam.id), eq(elExamRecord.userId, elPaper.userId)))
    .where(and(...conds));
  for (const r of rows) out.set(r.userId, (out.get(r.userId) ?? new Set()).add(r.quId));
  return out;
}

/**
 * For a query over `el_wrong_book`: the row is not sealed (see findSealedQuIds), i.e. it comes from
 * training, or from an exam that shows answers, was deleted or has ended for good for its learner. The
 * book lists only such rows: a sealed row would tell which answers were wrong (a judge question's key).
 */
export function wrongBookRowUnsealed(db: DbOrTx): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(elExam)
      .leftJoin(elExamRecord, and(eq(elExamRecord.examId, elExam.id), eq(elExamRecord.userId, elWrongBook.userId)))
      .where(and(eq(elExam.id, elWrongBook.examId), eq(elExam.showAnswer, false), examNotOverSql())),
  );
}
