import {
  addCourseSeconds,
  addFinished,
  addHandedPaper,
  addMarkedPaper,
  addStudyRows,
  addTrainAnswer,
  type RightChange,
} from './analysis-rollup.queries.ts';
import { addHandedPapers } from './hand-rollup.queries.ts';
import type { StatCtx } from './stat-rollup.ts';

/**
 * The analysis roll-ups (db/schema/stat-analysis.ts; docs/decisions/statistics.md "Statistics roll-ups"), kept by the
 * events beside the daily ones of stat-rollup.ts: a hand-in, a finished marking, a training's first answer of
 * a question, a study record of a course file created or finished. Each adds one statement after the action
 * has committed, through `safely` (a failure is logged, never fails the action; `rebuildRollups` repairs).
 * Every caller fires once per event: the hand-in and the marking only for the call that moved the paper's
 * state, the training answer only for the call that stored it, a file or course only for the heartbeat or
 * settlement that finished it or the call that created its row. Seconds of course records are batched.
 */

export type { RightChange };

/** A paper handed in (state 1 or 2 committed): its questions' answers and the learner's best result. */
export function recordPaperHanded(ctx: Pick<StatCtx, 'db'>, paperId: string): Promise<void> {
  return addHandedPaper(ctx.db, paperId);
}

/** Papers handed in together (the hand-in lane's batch): `recordPaperHanded` of each, in one statement. */
export function recordPapersHanded(ctx: Pick<StatCtx, 'db'>, paperIds: readonly string[]): Promise<void> {
  return addHandedPapers(ctx.db, paperIds);
}

/**
 * A marking finished: `changes` are the subjective questions whose rightness the marks changed (before ->
 * after; a mark changed again later passes its own before/after and `finished: false`, so the counts move
 * instead of adding).
 */
export function recordPaperMarked(
  ctx: Pick<StatCtx, 'db'>,
  paperId: string,
  changes: RightChange[],
  o: { finished: boolean } = { finished: true },
): Promise<void> {
  return addMarkedPaper(ctx.db, paperId, changes, o.finished);
}

/**
 * A training's first answer of a question. A training stores one answer per question (later calls answer
 * the stored result), so a question answered again in a new training counts again: each training is an
 * attempt, as each paper is.
 */
export function recordTrainAnswer(
  ctx: Pick<StatCtx, 'db'>,
  a: { userId: string; repoId: string; quId: string; isRight: boolean },
): Promise<void> {
  return addTrainAnswer(ctx.db, a);
}

type CourseKey = { userId: string; deptCode?: string; courseId: string };

/** A learner's first study of a file: `made` says which of their rows (the file's, the course's) it created. */
export async function recordStudyRows(
  ctx: Pick<StatCtx, 'db'>,
  k: CourseKey & { fileId: string },
  made: { file: boolean; course: boolean },
): Promise<void> {
  if (!made.file && !made.course) return;
  await addStudyRows(ctx.db, { ...k, deptCode: k.deptCode ?? null }, made);
}

/** A course file finished by the heartbeat that finished it (`fileId`), or the course by `settleCourse`. */
export function recordFinished(ctx: Pick<StatCtx, 'db'>, k: CourseKey & { fileId?: string }): Promise<void> {
  return addFinished(ctx.db, { ...k, deptCode: k.deptCode ?? null });
}

/** How often seconds credited to course records are written to the course departments. */
const SECONDS_FLUSH_MS = 5_000;

interface SecondsBuffer {
  /** Seconds not yet written, by `courseId|deptCode`. */
  secs: Map<string, number>;
  timer: NodeJS.Timeout | null;
  chain: Promise<void>;
}
const buffers = new WeakMap<object, SecondsBuffer>();

/**
 * Seconds a heartbeat credited to the learner's course record (`el_course_user.learn_sec`, for the
 * departments' average time). Buffered and written every 5 s in one statement, as the daily study seconds
 * are (stat-rollup.ts `recordStudy`): a kill -9 loses at most the last 5 s of this figure, which
 * `rebuildRollups` recounts.
 */
export function recordCourseSeconds(
  ctx: Pick<StatCtx, 'db'>,
  k: { courseId: string; deptCode: string },
  sec: number,
): void {
  const s = Math.max(0, Math.trunc(sec));
  if (s <= 0) return;
  let b = buffers.get(ctx.db);
  if (!b) {
    b = { secs: new Map(), timer: null, chain: Promise.resolve() };
    buffers.set(ctx.db, b);
  }
  const key = `${k.courseId}|${k.deptCode}`;
  b.secs.set(key, (b.secs.get(key) ?? 0) + s);
  if (!b.timer) {
    const buf = b;
    buf.timer = setTimeout(() => {
      buf.timer = null;
      void flushCourseSeconds(ctx).catch(() => {});
    }, SECONDS_FLUSH_MS);
    buf.timer.unref();
  }
}

/** Writes this process's buffered course seconds (the course reads call it first, so they see their own). */
export function flushCourseSeconds(ctx: Pick<StatCtx, 'db'>): Promise<void> {
  const b = buffers.get(ctx.db);
  if (!b) return Promise.resolve();
  const run = b.chain.then(async () => {
    const rows = [...b.secs].map(([key, sec]) => {
      const [courseId = '', deptCode = ''] = key.split('|');
      return { courseId, deptCode, sec };
    });
    b.secs.clear();
    try {
      await addCourseSeconds(ctx.db, rows);
    } catch (err) {
      for (const r of rows) {
        const key = `${r.courseId}|${r.deptCode}`;
        b.secs.set(key, (b.secs.get(key) ?? 0) + r.sec);
      }
      throw err;
    }
  });
  b.chain = run.catch(() => {});
  return run;
}
