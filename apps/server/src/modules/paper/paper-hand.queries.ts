import type { DbOrTx } from '@server/db/client.ts';
import { elExam, elExamRecord, elPaper, elPaperQu } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ExamDbRow } from '../exam/exam.queries.ts';
import type { PaperDbRow, PaperQuDbRow } from './paper.queries.ts';

/**
 * The hand-in lane's statements (paper-hand-lane.ts): each writes the papers of a batch in one statement,
 * rows passed as one JSON parameter (the same on PGlite and PostgreSQL, whatever the batch size).
 */

/**
 * Inside the lane's transaction: locks the batch's papers that are in progress FOR UPDATE, in id order,
 * skipping rows another transaction holds (another hand-in, or an answer statement's KEY SHARE lock): the
 * lane never waits on a paper, so it cannot deadlock with the answer statements, which lock their papers
 * in any order; a skipped paper goes through the one-paper path, which waits for it.
 */
export function lockOpenPapers(tx: DbOrTx, ids: readonly string[]): Promise<PaperDbRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select()
    .from(elPaper)
    .where(and(inArray(elPaper.id, [...ids]), eq(elPaper.state, 0)))
    .orderBy(asc(elPaper.id))
    .for('update', { skipLocked: true });
}

/**
 * The sweeper's claim: up to `limit` papers in progress past their deadline, oldest first, locked FOR
 * UPDATE SKIP LOCKED, so processes sweeping at once each take other papers and none waits for another.
 */
export function lockDuePapers(tx: DbOrTx, limit: number): Promise<PaperDbRow[]> {
  return tx
    .select()
    .from(elPaper)
    .where(and(eq(elPaper.state, 0), lte(elPaper.limitTime, sql`now()`)))
    .orderBy(asc(elPaper.limitTime), asc(elPaper.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The questions of the papers, each paper's in its order. */
export function findPaperQusOf(db: DbOrTx, paperIds: readonly string[]): Promise<PaperQuDbRow[]> {
  if (!paperIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(elPaperQu)
    .where(inArray(elPaperQu.paperId, [...paperIds]))
    .orderBy(asc(elPaperQu.paperId), asc(elPaperQu.sort));
}

/**
 * A learner's own paper with its exam (undefined when the exam is gone), in one prepared statement: what
 * `hand-exam` checks before the lane. Another learner's paper does not exist for them (10010003).
 */
export async function getOwnPaperWithExam(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ paper: PaperDbRow; exam: ExamDbRow | undefined }> {
  let statement = ownPaperStatements.get(db);
  if (!statement) {
    statement = prepareOwnPaper(db);
    ownPaperStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id, userId });
  if (!row) throw AppError.notFound('试卷不存在！');
  return { paper: row.paper, exam: row.exam ?? undefined };
}

function prepareOwnPaper(db: DbOrTx) {
  return db
    .select({ paper: elPaper, exam: elExam })
    .from(elPaper)
    .leftJoin(elExam, eq(elExam.id, elPaper.examId))
    .where(and(eq(elPaper.id, sql.placeholder('id')), eq(elPaper.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('paper_own_with_exam');
}
const ownPaperStatements = new WeakMap<object, ReturnType<typeof prepareOwnPaper>>();

/** Handed papers as they are now, each with whether its learner has (another) paper in progress. */
export async function findHandedPapers(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Array<{ paper: PaperDbRow; otherOpen: boolean }>> {
  if (!ids.length) return [];
  return db
    .select({
      paper: elPaper,
      otherOpen: sql<boolean>`exists (select 1 from ${elPaper} o where o.user_id = "el_paper"."user_id"
        and o.state = 0 and o.id <> "el_paper"."id")`,
    })
    .from(elPaper)
    .where(inArray(elPaper.id, [...ids]));
}

export interface PaperClose {
  id: string;
  state: number;
  reason: number;
  score: number;
  rights: number;
  passed: boolean | null;
}

/** Closes the papers still in progress with their grades (as `closePaper`); answers the ids it closed. */
export async function closePapers(tx: DbOrTx, rows: readonly PaperClose[], now: Date): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const json = JSON.stringify(rows);
  const at = now.toISOString();
  const res = await tx.execute(sql`
    update ${elPaper} as p set state = v.state, hand_reason = v.reason, hand_time = ${at}::timestamptz,
           user_score = v.score, obj_score = v.score, subj_score = 0, right_count = v.rights,
           passed = v.passed, update_time = ${at}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as v(id text, state int, reason int, score numeric, rights int,
                                                   passed boolean)
     where p.id = v.id and p.state = 0
    returning p.id`);
  return new Set((res as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id));
}

export interface QuGrade {
  paperId: string;
  quId: string;
  isRight: boolean;
  actualScore: number;
  subjective: boolean;
}

/** Writes the grades of the questions of many papers in one statement. */
export async function updatePaperQuGradesOf(tx: DbOrTx, grades: readonly QuGrade[]): Promise<void> {
  if (!grades.length) return;
  const json = JSON.stringify(
    grades.map((g) => ({ p: g.paperId, q: g.quId, r: g.isRight, s: g.actualScore, j: g.subjective })),
  );
  await tx.execute(sql`
    update ${elPaperQu} as pq set is_right = v.r, actual_score = v.s, subjective = v.j
      from jsonb_to_recordset(${json}::jsonb) as v(p text, q text, r boolean, s numeric, j boolean)
     where pq.paper_id = v.p and pq.qu_id = v.q`);
}

/**
 * Adds handed-in papers to their learners' exam records (as `upsertExamRecord` with `countTry`), one
 * statement; a learner holds one paper in progress, so a batch holds each (exam, learner) once.
 */
export async function upsertExamRecordsOf(
  tx: DbOrTx,
  rows: ReadonlyArray<{ examId: string; userId: string; paperId: string; score: number; passed: boolean }>,
  now: Date,
): Promise<void> {
  if (!rows.length) return;
  const sorted = [...rows].sort((a, b) =>
    a.examId === b.examId ? (a.userId < b.userId ? -1 : 1) : a.examId < b.examId ? -1 : 1,
  );
  const json = JSON.stringify(
    sorted.map((r) => ({ e: r.examId, u: r.userId, p: r.paperId, s: r.score, ok: r.passed })),
  );
  const at = now.toISOString();
  await tx.execute(sql`
    insert into ${elExamRecord} as r (exam_id, user_id, tries, max_score, last_score, passed, last_paper_id,
                                      last_hand_time, update_time)
    select v.e, v.u, 1, v.s, v.s, v.ok, v.p, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as v(e text, u text, p text, s numeric, ok boolean)
    on conflict (exam_id, user_id) do update set
      tries = r.tries + 1, max_score = greatest(r.max_score, excluded.max_score),
      last_score = excluded.last_score, passed = r.passed or excluded.passed,
      last_paper_id = excluded.last_paper_id, last_hand_time = excluded.last_hand_time,
      update_time = excluded.update_time`);
}

/** The distinct (question, score) pairs of the papers' questions: what grading them needs loaded. */
export async function findQuScoresOf(
  db: DbOrTx,
  paperIds: readonly string[],
): Promise<Array<{ quId: string; score: number }>> {
  if (!paperIds.length) return [];
  const rows = await db
    .selectDistinct({ quId: elPaperQu.quId, score: elPaperQu.score })
    .from(elPaperQu)
    .where(inArray(elPaperQu.paperId, [...paperIds]));
  return rows.map((r) => ({ quId: r.quId, score: Number(r.score) }));
}

/** Milliseconds until the earliest deadline of a paper in progress within the next `seconds` (null: none). */
export async function findNextDeadlineMs(db: DbOrTx, seconds: number): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<string | null>`extract(epoch from (min(${elPaper.limitTime}) - now())) * 1000` })
    .from(elPaper)
    .where(
      and(
        eq(elPaper.state, 0),
        sql`${elPaper.limitTime} > now()`,
        lte(elPaper.limitTime, sql`now() + make_interval(secs => ${seconds})`),
      ),
    );
  return row?.ms == null ? null : Number(row.ms);
}
