import { HandReason } from '@xuekao/contracts';
import type { AppContext } from '../app-context.ts';
import type { DbOrTx } from '../db/client.ts';
import { findDuePaperIds } from '../modules/paper/paper.queries.ts';
import { lockDuePapers } from '../modules/paper/paper-hand.queries.ts';
import { handBatch } from '../modules/paper/paper-hand-lane.ts';
import { handInPaperOne } from '../modules/paper/paper-hand-one.service.ts';
import { startPeriodic } from './periodic.ts';

/**
 * The deadline sweeper (docs/REQUIREMENTS.md#exams: the server hands in every paper at its deadline by itself,
 * also after a restart): every few seconds, and once when the app starts, papers in progress past their
 * deadline are handed in. Several processes may sweep at once: each claim takes papers no other holds,
 * and hand-in is idempotent, so each paper is closed exactly once.
 */

/** Papers one claim takes at most (one transaction of the hand-in lane). */
const BATCH = 200;
/** Claims of a process at once (each on its own connection). */
const PARALLEL = 2;

/**
 * Hands in every paper past its deadline; answers how many this call closed. Each claim locks up to a batch
 * of due papers FOR UPDATE SKIP LOCKED inside the hand-in lane's transaction (`handBatch`), so processes
 * (and this process's parallel claims) sharing the work take different papers and none waits for another.
 */
export async function sweepDuePapers(app: AppContext, o: { batch?: number } = {}): Promise<number> {
  const batch = o.batch ?? BATCH;
  let closed = 0;
  for (;;) {
    const done = await Promise.all(Array.from({ length: PARALLEL }, () => sweepBatch(app, batch)));
    const n = done.reduce((a, d) => a + d.closed, 0);
    closed += n;
    // Claims short of a batch: nothing more is due here (the rest, if any, is another process's claim).
    // Claims that closed nothing (failures, logged) wait for the next tick.
    if (done.every((d) => d.claimed < batch) || n === 0) return closed;
  }
}

async function sweepBatch(app: AppContext, batch: number): Promise<{ claimed: number; closed: number }> {
  // The papers the claim will likely take: their questions' keys are loaded before the transaction.
  const candidates = await findDuePaperIds(app.db, batch);
  if (!candidates.length) return { claimed: 0, closed: 0 };
  let claimed: string[] = [];
  const claim = async (tx: DbOrTx) => {
    const rows = await lockDuePapers(tx, batch);
    claimed = rows.map((p) => p.id);
    return rows;
  };
  try {
    const rows = await handBatch(app, candidates, claim, () => HandReason.TIMEOUT);
    return { claimed: claimed.length, closed: rows.size };
  } catch (err) {
    // The batch failed: the papers it had claimed go one by one, so one bad paper never holds up the others.
    app.log.warn({ err, papers: claimed.length }, '到时批量交卷失败，逐份交卷');
    let closed = 0;
    for (const id of claimed) {
      try {
        const p = await handInPaperOne(app, id, HandReason.TIMEOUT);
        if (p.handReason === HandReason.TIMEOUT) closed++;
      } catch (e) {
        app.log.error({ err: e, paperId: id }, '到时交卷失败');
      }
    }
    return { claimed: claimed.length, closed };
  }
}

/** Starts sweeping now and every `seconds` (0: not at all); answers a stop function (awaits a sweep under way). */
export function startDeadlineSweeper(app: AppContext, seconds: number): () => Promise<void> {
  return startPeriodic(app, seconds, {
    run: () => sweepDuePapers(app),
    countKey: 'closed',
    doneMsg: '已自动交卷到时的试卷',
    failMsg: '到时交卷扫描失败',
  });
}
