import type { DbOrTx } from '@server/db/client.ts';
import { elExam, elExamApply, elExamRecord, elPaper } from '@server/db/schema/index.ts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ExamDbRow, inRangeOf } from './exam.queries.ts';

export type ApplyDbRow = typeof elExamApply.$inferSelect;

/** What the entry check reads about the learner and an exam they may enter, in one round trip. */
export interface EntryState {
  exam: ExamDbRow;
  /** The learner's paper in progress, of any exam. */
  open: { id: string; examId: string; title: string; limitTime: Date } | null;
  /** Attempts handed in for the exam. */
  tries: number;
  /** An approved application of the learner for the exam, not used yet ('' none). */
  applyId: string;
}

function prepareEntryState(db: DbOrTx) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      exam: elExam,
      open: sql<{ id: string; examId: string; title: string; limitTime: string } | null>`(
        select json_build_object('id', p.id, 'examId', p.exam_id, 'title', p.title, 'limitTime', p.limit_time)
          from ${elPaper} p where p.user_id = ${userId} and p.state = 0 limit 1)`,
      tries: sql<number>`coalesce((select r.tries from ${elExamRecord} r
          where r.exam_id = "el_exam"."id" and r.user_id = ${userId}), 0)`,
      applyId: sql<string>`coalesce((select a.id from ${elExamApply} a where a.exam_id = "el_exam"."id"
          and a.user_id = ${userId} and a.state = 1 and a.used = false limit 1), '')`,
    })
    .from(elExam)
    .where(
      and(
        eq(elExam.id, sql.placeholder('examId')),
        eq(elExam.state, 0),
        inRangeOf(userId, sql.placeholder('deptCode')),
      ),
    )
    .limit(1)
    .prepare('exam_entry_state');
}

/** Prepared once per database handle (a named statement on each PostgreSQL connection). */
const entryStatements = new WeakMap<object, ReturnType<typeof prepareEntryState>>();

/**
 * The exam when the learner may enter it at all (enabled and within their range),
 * with their paper in progress, their attempts and a usable application: ONE prepared statement, the
 * start of an exam by thousands of learners at once (issue 27 item 1). A hidden exam costs the same round
 * trip as a missing id (issue 10: ids cannot be probed by timing).
 */
export async function findEntryState(
  db: DbOrTx,
  examId: string,
  who: { userId: string; deptCode: string },
): Promise<EntryState | undefined> {
  let statement = entryStatements.get(db);
  if (!statement) {
    statement = prepareEntryState(db);
    entryStatements.set(db, statement);
  }
  const [row] = await statement.execute({ examId, userId: who.userId, deptCode: who.deptCode });
  if (!row) return undefined;
  const o = typeof row.open === 'string' ? (JSON.parse(row.open) as typeof row.open) : row.open;
  const open = o ? { ...o, limitTime: new Date(o.limitTime) } : null;
  return { exam: row.exam, open, tries: Number(row.tries), applyId: row.applyId };
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
