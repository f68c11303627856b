import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { dayIn } from '@server/lib/site-day.ts';
import { addToDay, type DayDelta, rebuildDays } from './stat-rollup.queries.ts';

/**
 * The daily statistics roll-ups, kept by the events (issue 13 item 4; docs/DECISIONS.md "Statistics
 * definitions (issue 13)"): sign-in, study heartbeat, hand-in and marking each add one statement. Days
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

/** Study time credited by a heartbeat (seconds) and whether it finished a course file. */
export function recordStudy(
  ctx: StatCtx,
  user: StatUser,
  s: { learnSec: number; finishedFile: boolean },
  at = new Date(),
): Promise<void> {
  return add(ctx, user, at, { active: true, learnSec: s.learnSec, finish: s.finishedFile ? 1 : 0 });
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

/** A pass decided at marking: counted on the paper's hand-in day (`handTime`), not the marking day. */
export function recordMarkedPass(ctx: StatCtx, user: StatUser, handTime: Date): Promise<void> {
  return add(ctx, user, handTime, { pass: 1 });
}

/**
 * Recounts the roll-ups of `fromDay`..`toDay` (`YYYY-MM-DD`, inclusive) from the raw rows, in one
 * transaction: a repair tool (after a failed write, an import of old papers, a change of `SITE_TZ`).
 * Sign-ins and study seconds per day have no raw rows and are kept as recorded.
 */
export async function rebuildRollups(app: Pick<AppContext, 'db' | 'config'>, fromDay: string, toDay: string) {
  await app.db.transaction((tx) => rebuildDays(tx, app.config.SITE_TZ, fromDay, toDay));
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
