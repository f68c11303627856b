import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { dayIn } from '@server/lib/site-day.ts';
import { rebuildAnalysis } from './analysis-rollup.queries.ts';
import { addHandsToDays } from './hand-rollup.queries.ts';
import {
  addFirstStudies,
  addStudySeconds,
  addToDay,
  type DayDelta,
  type FirstStudy,
  rebuildDays,
} from './stat-rollup.queries.ts';

/**
 * The daily statistics roll-ups, kept by the events (issue 13 item 4; docs/decisions/statistics.md
 * "Daily roll-ups are kept by the events"): sign-in, study heartbeat, hand-in and marking each add one statement. Days
 * are in the site's time zone (config `SITE_TZ`).
 */

/** What the record functions need: the database (or a transaction) and the site's time zone. */
export type StatCtx = { db: DbOrTx; config: { SITE_TZ: string } };
/** The user of the event; `deptCode` undefined reads it from the user's row. */
export type StatUser = { id: string; deptCode?: string };

const NONE: DayDelta = { active: false, login: 0, learnSec: 0, finish: 0, hand: 0, pass: 0, examId: '' };

function add(ctx: StatCtx, user: StatUser, at: Date, d: Partial<DayDelta>): Promise<void> {
  return addToDay(
    ctx.db,
    { userId: user.id, deptCode: user.deptCode ?? null, day: dayIn(ctx.config.SITE_TZ, at) },
    { ...NONE, ...d },
  );
}

/** A successful sign-in: the user is active that day. */
export function recordActive(ctx: StatCtx, user: StatUser, at = new Date()): Promise<void> {
  return add(ctx, user, at, { active: true, login: 1 });
}

/** How often study seconds buffered by heartbeats are written to the learners' day rows. */
const STUDY_FLUSH_MS = 5_000;

interface StudyBuffer {
  /** `day|userId` of learners whose day this process already counted today (the rest only add seconds). */
  seen: Set<string>;
  seenDay: string;
  /** Learners' first heartbeats of the day not yet written (they create the day row and move department counters). */
  firsts: Map<string, FirstStudy>;
  /** Seconds not yet written to day rows that exist, by `day|userId`. */
  secs: Map<string, number>;
  timer: NodeJS.Timeout | null;
  /** The flush in progress: flushes run one after another, so seconds never reach a day row not yet written. */
  chain: Promise<void>;
}
const buffers = new WeakMap<object, StudyBuffer>();

function bufferOf(ctx: StatCtx): StudyBuffer {
  let b = buffers.get(ctx.db);
  if (!b) {
    b = { seen: new Set(), seenDay: '', firsts: new Map(), secs: new Map(), timer: null, chain: Promise.resolve() };
    buffers.set(ctx.db, b);
  }
  return b;
}

/**
 * Study time credited by a heartbeat (seconds) and whether it finished a course file. A finished file goes
 * through `add` at once; everything else is buffered and written every 5 s in two statements for all
 * learners (`flushStudyStats`): the learners' first heartbeats of the day (day rows and department
 * counters) and the seconds of the others. One statement per heartbeat doubled the database's work at
 * 1,000 heartbeats/s, and 10,000 first heartbeats in the first 10 s queued on the department rows
 * (bench/study-storm). A kill -9 loses at most the last 5 s of statistics, never study records.
 */
export function recordStudy(
  ctx: StatCtx,
  user: StatUser,
  s: { learnSec: number; finishedFile: boolean },
  at = new Date(),
): Promise<void> {
  const b = bufferOf(ctx);
  const day = dayIn(ctx.config.SITE_TZ, at);
  if (b.seenDay !== day) {
    b.seen.clear();
    b.seenDay = day;
  }
  const key = `${day}|${user.id}`;
  const sec = Math.max(0, Math.trunc(s.learnSec));
  if (s.finishedFile) {
    b.seen.add(key);
    return add(ctx, user, at, { active: true, learnSec: sec, finish: 1 });
  }
  const first = b.firsts.get(key);
  if (first) first.sec += sec;
  else if (!b.seen.has(key)) {
    b.seen.add(key);
    b.firsts.set(key, { userId: user.id, deptCode: user.deptCode ?? null, day, sec });
  } else if (sec > 0) b.secs.set(key, (b.secs.get(key) ?? 0) + sec);
  else return Promise.resolve();
  if (!b.timer) {
    b.timer = setTimeout(() => {
      b.timer = null;
      void flushStudyStats(ctx).catch(() => {});
    }, STUDY_FLUSH_MS);
    b.timer.unref();
  }
  return Promise.resolve();
}

function restoreSeconds(b: StudyBuffer, rows: Array<{ day: string; userId: string; sec: number }>): void {
  for (const r of rows) {
    const key = `${r.day}|${r.userId}`;
    b.secs.set(key, (b.secs.get(key) ?? 0) + r.sec);
  }
}

/** Writes the buffered study statistics of this process (the reads call it first, so they see their own). */
export function flushStudyStats(ctx: StatCtx): Promise<void> {
  const b = buffers.get(ctx.db);
  if (!b) return Promise.resolve();
  const run = b.chain.then(async () => {
    const firsts = [...b.firsts.values()];
    const rows = [...b.secs].map(([key, sec]) => {
      const [day = '', userId = ''] = key.split('|');
      return { day, userId, sec };
    });
    b.firsts.clear();
    b.secs.clear();
    try {
      await addFirstStudies(ctx.db, firsts);
    } catch (err) {
      // Not written: back into the buffer (merged with what came meanwhile), or these learners' day rows
      // would never be created and every later second of theirs would find no row to add to.
      for (const f of firsts) {
        const key = `${f.day}|${f.userId}`;
        const later = b.firsts.get(key);
        b.firsts.set(key, later ? { ...f, sec: f.sec + later.sec } : f);
      }
      restoreSeconds(b, rows);
      throw err;
    }
    try {
      await addStudySeconds(ctx.db, rows);
    } catch (err) {
      restoreSeconds(b, rows);
      throw err;
    }
  });
  b.chain = run.catch(() => {});
  return run;
}

/**
 * A paper handed in (`at` = its hand-in time); `passed` null while it awaits marking, whose pass is
 * added by `recordMarkedPass` on the same day.
 */
export function recordHand(
  ctx: StatCtx,
  user: StatUser,
  h: { examId: string; passed: boolean | null },
  at = new Date(),
): Promise<void> {
  return add(ctx, user, at, { active: true, hand: 1, pass: h.passed === true ? 1 : 0, examId: h.examId });
}

/** Papers handed in together at `at` (the hand-in lane's batch): `recordHand` of each, in one statement. */
export function recordHands(
  ctx: StatCtx,
  hands: ReadonlyArray<{ userId: string; examId: string; passed: boolean | null }>,
  at: Date,
): Promise<void> {
  const day = dayIn(ctx.config.SITE_TZ, at);
  return addHandsToDays(
    ctx.db,
    hands.map((h) => ({ userId: h.userId, day, examId: h.examId, pass: h.passed === true ? 1 : 0 })),
  );
}

/** A pass decided at marking: counted on the paper's hand-in day (`handTime`), not the marking day. */
export function recordMarkedPass(ctx: StatCtx, user: StatUser, handTime: Date): Promise<void> {
  return add(ctx, user, handTime, { pass: 1 });
}

/**
 * Recounts the roll-ups of `fromDay`..`toDay` (`YYYY-MM-DD`, inclusive) from the raw rows, in one
 * transaction: a repair tool (after a failed write, an import of old papers, a change of `SITE_TZ`).
 * Sign-ins and study seconds per day have no raw rows and are kept as recorded. The analysis roll-ups
 * (exam and bank questions, exam learners, course files) have no days: they are recounted whole, with
 * learners under their current department.
 */
export async function rebuildRollups(app: Pick<AppContext, 'db' | 'config'>, fromDay: string, toDay: string) {
  await app.db.transaction(async (tx) => {
    await rebuildDays(tx, app.config.SITE_TZ, fromDay, toDay);
    await rebuildAnalysis(tx);
  });
}

/**
 * Runs a record function without letting a failure of the statistics fail the caller's action (the
 * sign-in, heartbeat or hand-in has already succeeded): the error is logged and `rebuildRollups` repairs
 * the counts.
 */
export async function safely(app: Pick<AppContext, 'log'>, write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (err) {
    app.log.error({ err }, 'statistics roll-up failed');
  }
}
