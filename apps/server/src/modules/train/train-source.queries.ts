import type { DbOrTx } from '@server/db/client.ts';
import { elExam, elExamRecord, elPaper, elPaperQu, elQu, elRepo, elWrongBook } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { and, asc, eq, gt, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';

/**
 * Reads of other modules' tables that training needs: the bank a learner may practise and the questions
 * a training draws (qu module), and what keeps answer keys from a learner during and after an exam
 * (exam and paper tables).
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
  if (quIds && !quIds.length) return new Set();
  const conds: SQL[] = [eq(elPaper.userId, userId), eq(elExam.showAnswer, false), examNotOverSql()];
  if (quIds) conds.push(inArray(elPaperQu.quId, [...quIds]));
  const rows = await db
    .selectDistinct({ quId: elPaperQu.quId })
    .from(elPaper)
    .innerJoin(elExam, eq(elExam.id, elPaper.examId))
    .innerJoin(elPaperQu, eq(elPaperQu.paperId, elPaper.id))
    .leftJoin(elExamRecord, and(eq(elExamRecord.examId, elExam.id), eq(elExamRecord.userId, elPaper.userId)))
    .where(and(...conds));
  return new Set(rows.map((r) => r.quId));
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
