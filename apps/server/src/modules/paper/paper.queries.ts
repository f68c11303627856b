import type { DbOrTx } from '@server/db/client.ts';
import { elExamRecord, elPaper, elPaperQu } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ANSWER_STAMP_TOLERANCE_MS } from '@xuekao/contracts';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';

export type PaperDbRow = typeof elPaper.$inferSelect;
export type NewPaper = typeof elPaper.$inferInsert;
export type PaperQuDbRow = typeof elPaperQu.$inferSelect;
export type NewPaperQu = typeof elPaperQu.$inferInsert;

/** Rows per INSERT of paper questions (12 parameters a row, well under PostgreSQL's 65535). */
const QU_INSERT_BATCH = 2000;

/**
 * Inserts a paper with its questions. The partial unique index `el_paper_one_open` refuses a second
 * paper in progress of the same learner: answers false then (a concurrent double start).
 */
export async function insertPaper(db: DbOrTx, paper: NewPaper, qus: NewPaperQu[]): Promise<boolean> {
  const rows = await db
    .insert(elPaper)
    .values(paper)
    .onConflictDoNothing({ target: elPaper.userId, where: sql`state = 0` })
    .returning({ id: elPaper.id });
  if (!rows.length) return false;
  for (let i = 0; i < qus.length; i += QU_INSERT_BATCH) {
    await db.insert(elPaperQu).values(qus.slice(i, i + QU_INSERT_BATCH));
  }
  return true;
}

export async function getPaperById(db: DbOrTx, id: string): Promise<PaperDbRow> {
  const [row] = await db.select().from(elPaper).where(eq(elPaper.id, id)).limit(1);
  if (!row) throw AppError.notFound('试卷不存在！');
  return row;
}

/** A paper of the learner; another learner's paper does not exist for them (10010003). */
/**
 * Inside the hand-in transaction: locks the paper FOR UPDATE while it is in progress (answers undefined
 * when it is not, e.g. another hand-in got there first). From here until the commit no answer to it is
 * written, and an answer written before is visible to the next statement (READ COMMITTED).
 */
export async function lockOpenPaper(tx: DbOrTx, id: string): Promise<PaperDbRow | undefined> {
  const [row] = await tx
    .select()
    .from(elPaper)
    .where(and(eq(elPaper.id, id), eq(elPaper.state, 0)))
    .for('update')
    .limit(1);
  return row;
}

export async function getOwnPaper(db: DbOrTx, userId: string, id: string): Promise<PaperDbRow> {
  const [row] = await db
    .select()
    .from(elPaper)
    .where(and(eq(elPaper.id, id), eq(elPaper.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound('试卷不存在！');
  return row;
}

export function findPaperQus(db: DbOrTx, paperId: string): Promise<PaperQuDbRow[]> {
  return db.select().from(elPaperQu).where(eq(elPaperQu.paperId, paperId)).orderBy(asc(elPaperQu.sort));
}

export async function getPaperQu(db: DbOrTx, paperId: string, quId: string): Promise<PaperQuDbRow> {
  const [row] = await db
    .select()
    .from(elPaperQu)
    .where(and(eq(elPaperQu.paperId, paperId), eq(elPaperQu.quId, quId)))
    .limit(1);
  if (!row) throw AppError.notFound('试题不存在！');
  return row;
}

/** One answer to save: the learner's own paper in progress, one of its questions. */
export interface AnswerWrite {
  paperId: string;
  quId: string;
  userId: string;
  answer: Record<string, unknown>;
  answered: boolean;
  /** The page's journal number (0: none, the answer always replaces the stored one). */
  seq: number;
  /** When it was given, server-clock ms as the page knows it (0: now). */
  at: number;
}

/** The batch's rows as arrays: one parameter per column, whatever the number of rows. */
const batchRows = sql`unnest(${sql.placeholder('paperIds')}::varchar[], ${sql.placeholder('quIds')}::varchar[], ${sql.placeholder('userIds')}::varchar[], ${sql.placeholder('answers')}::text[], ${sql.placeholder('answered')}::bool[], ${sql.placeholder('seqs')}::int8[], ${sql.placeholder('ats')}::int8[]) as v(paper_id, qu_id, user_id, answer, answered, seq, at)`;

/**
 * The papers of the batch that are open to answers, each locked FOR KEY SHARE for the statement: hand-in
 * locks its paper FOR UPDATE (`lockOpenPaper`), which conflicts, so an answer either is written before the
 * hand-in reads the answers or waits for it and then finds the paper closed. (KEY SHARE does not conflict
 * with the leave and capture counters' updates, so those never hold answers up.)
 */
function openPapersOfBatch(db: DbOrTx) {
  return db
    .select({ id: elPaper.id, userId: elPaper.userId, limitTime: elPaper.limitTime })
    .from(elPaper)
    .where(
      and(
        sql`${elPaper.id} = any(${sql.placeholder('paperIds')}::varchar[])`,
        eq(elPaper.state, 0),
        gt(elPaper.limitTime, sql`now()`),
      ),
    )
    .for('key share')
    .as('p');
}

function prepareFillAnswers(db: DbOrTx) {
  const open = openPapersOfBatch(db);
  return db
    .update(elPaperQu)
    .set({
      answer: sql`v.answer::jsonb`,
      answered: sql`v.answered`,
      answerSeq: sql`greatest(${elPaperQu.answerSeq}, v.seq)`,
    })
    .from(batchRows)
    .innerJoin(open, sql`${open.id} = v.paper_id`)
    .where(
      and(
        sql`${elPaperQu.paperId} = v.paper_id`,
        sql`${elPaperQu.quId} = v.qu_id`,
        sql`${open.userId} = v.user_id`,
        // the journal's order: a late retry never overwrites a newer answer
        sql`(v.seq = 0 or v.seq > ${elPaperQu.answerSeq})`,
        // an answer given after the deadline (offline, sent later) does not count
        sql`(v.at = 0 or v.at <= extract(epoch from ${open.limitTime}) * 1000 + ${sql.raw(String(ANSWER_STAMP_TOLERANCE_MS))})`,
      ),
    )
    .returning({ userId: sql<string>`v.user_id`, paperId: elPaperQu.paperId, quId: elPaperQu.quId })
    .prepare('paper_fill_answers');
}

/** The statement is prepared once per database handle (a named statement on each PostgreSQL connection). */
const prepared = new WeakMap<object, ReturnType<typeof prepareFillAnswers>>();

/**
 * The hot path of an exam: saves answers in ONE prepared statement that also checks ownership, state
 * and deadline (by the database's clock), however many answers the batch holds, ordered with hand-in by
 * the lock on the paper row (`openPapersOfBatch`). `writes` must not hold
 * the same question of a paper twice for one user. Answers the keys (`answerKey`) written; a missing key
 * was not written, and the caller finds out why off the hot path.
 */
export async function fillPaperAnswers(db: DbOrTx, writes: readonly AnswerWrite[]): Promise<Set<string>> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareFillAnswers(db);
    prepared.set(db, statement);
  }
  const rows = await statement.execute({
    paperIds: writes.map((w) => w.paperId),
    quIds: writes.map((w) => w.quId),
    userIds: writes.map((w) => w.userId),
    answers: writes.map((w) => JSON.stringify(w.answer)),
    answered: writes.map((w) => w.answered),
    seqs: writes.map((w) => w.seq),
    ats: writes.map((w) => w.at),
  });
  return new Set(rows.map((r) => answerKey(r)));
}

/** One learner's answer slot: another user's write to the same question is a different slot (and refused). */
export const answerKey = (w: { userId: string; paperId: string; quId: string }) => `${w.userId}/${w.paperId}/${w.quId}`;

/** Counts a leave of a paper in progress; answers the new count, or null when not in progress. */
export async function incrementLeave(db: DbOrTx, userId: string, id: string): Promise<number | null> {
  const [row] = await db
    .update(elPaper)
    .set({ leaveTimes: sql`${elPaper.leaveTimes} + 1` })
    .where(and(eq(elPaper.id, id), eq(elPaper.userId, userId), eq(elPaper.state, 0)))
    .returning({ n: elPaper.leaveTimes });
  return row?.n ?? null;
}

/** Counts a face-out event of the user's paper of this exam in progress; answers whether there was one. */
export async function incrementFaceOut(db: DbOrTx, userId: string, examId: string): Promise<boolean> {
  const rows = await db
    .update(elPaper)
    .set({ faceOuts: sql`${elPaper.faceOuts} + 1` })
    .where(and(eq(elPaper.examId, examId), eq(elPaper.userId, userId), eq(elPaper.state, 0)))
    .returning({ id: elPaper.id });
  return rows.length > 0;
}

/** Counts a capture and its comparison (failures in total and in a row); answers both, or null when closed. */
export async function incrementCapture(
  db: DbOrTx,
  id: string,
  pass: boolean | null,
): Promise<{ fails: number; streak: number } | null> {
  const [row] = await db
    .update(elPaper)
    .set({
      captureCount: sql`${elPaper.captureCount} + 1`,
      faceFails: pass === false ? sql`${elPaper.faceFails} + 1` : elPaper.faceFails,
      // a photo not compared (no provider, outage) neither breaks nor extends the run
      faceStreak: pass === false ? sql`${elPaper.faceStreak} + 1` : pass === true ? 0 : elPaper.faceStreak,
    })
    .where(and(eq(elPaper.id, id), eq(elPaper.state, 0)))
    .returning({ fails: elPaper.faceFails, streak: elPaper.faceStreak });
  return row ?? null;
}

/**
 * Closes a paper in progress with its grades: the conditional update from state 0 makes every hand-in
 * path idempotent (only the first one writes). Answers false when the paper was no longer in progress.
 */
export function closePaper(db: DbOrTx, id: string, set: Partial<NewPaper>): Promise<boolean> {
  return updatePaperInState(db, id, 0, set);
}

/** Updates a paper only while it is in `state`; answers whether it did (marking finishes 1 -> 2 once). */
export async function updatePaperInState(
  db: DbOrTx,
  id: string,
  state: number,
  set: Partial<NewPaper>,
): Promise<boolean> {
  const rows = await db
    .update(elPaper)
    .set({ ...set, updateTime: new Date() })
    .where(and(eq(elPaper.id, id), eq(elPaper.state, state)))
    .returning({ id: elPaper.id });
  return rows.length > 0;
}

/** Writes the grades of a paper's questions in one statement. */
export async function updatePaperQuGrades(
  db: DbOrTx,
  paperId: string,
  grades: ReadonlyArray<{ quId: string; isRight: boolean; actualScore: number; subjective: boolean }>,
): Promise<void> {
  if (!grades.length) return;
  const values = sql.join(
    grades.map((g) => sql`(${g.quId}, ${g.isRight}::boolean, ${g.actualScore}::numeric, ${g.subjective}::boolean)`),
    sql`, `,
  );
  await db.execute(sql`update ${elPaperQu} as pq set is_right = v.r, actual_score = v.s, subjective = v.subj
    from (values ${values}) as v(qu_id, r, s, subj)
    where pq.paper_id = ${paperId} and pq.qu_id = v.qu_id`);
}

export async function updatePaperQuMarks(
  db: DbOrTx,
  paperId: string,
  quId: string,
  set: Partial<NewPaperQu>,
): Promise<void> {
  await db
    .update(elPaperQu)
    .set(set)
    .where(and(eq(elPaperQu.paperId, paperId), eq(elPaperQu.quId, quId)));
}

/** Papers in progress past their deadline (the sweeper's work), oldest first. */
export async function findDuePaperIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: elPaper.id })
    .from(elPaper)
    .where(and(eq(elPaper.state, 0), lte(elPaper.limitTime, sql`now()`)))
    .orderBy(asc(elPaper.limitTime))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Adds a handed-in paper to the learner's record of the exam: one more try (when `countTry`), last
 * score, best score, passed once passed.
 */
export async function upsertExamRecord(
  db: DbOrTx,
  r: { examId: string; userId: string; paperId: string; score: number; passed: boolean; countTry: boolean },
): Promise<void> {
  const now = new Date();
  await db
    .insert(elExamRecord)
    .values({
      examId: r.examId,
      userId: r.userId,
      tries: r.countTry ? 1 : 0,
      maxScore: r.score,
      lastScore: r.score,
      passed: r.passed,
      lastPaperId: r.paperId,
      lastHandTime: now,
      updateTime: now,
    })
    .onConflictDoUpdate({
      target: [elExamRecord.examId, elExamRecord.userId],
      set: {
        tries: r.countTry ? sql`${elExamRecord.tries} + 1` : elExamRecord.tries,
        maxScore: sql`greatest(${elExamRecord.maxScore}, ${r.score})`,
        lastScore: r.countTry
          ? sql`${r.score}`
          : sql`case when ${elExamRecord.lastPaperId} = ${r.paperId} then ${r.score} else ${elExamRecord.lastScore} end`,
        passed: sql`${elExamRecord.passed} or ${r.passed}`,
        lastPaperId: r.countTry ? r.paperId : elExamRecord.lastPaperId,
        lastHandTime: r.countTry ? now : elExamRecord.lastHandTime,
        updateTime: now,
      },
    });
}
