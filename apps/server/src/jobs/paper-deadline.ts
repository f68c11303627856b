import { HandReason } from '@xuekao/contracts';
import type { AppContext } from '../app-context.ts';
import type { DbOrTx } from '../db/client.ts';
import { findDuePaperIds } from '../modules/paper/paper.queries.ts';
import { findNextDeadlineMs, lockDuePapers } from '../modules/paper/paper-hand.queries.ts';
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
const PARALLEL = 4;

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

/** The least wait between a sweep and one armed for the next deadline (papers due close together go together). */
const MIN_ARMED_MS = 250;

/**
 * Starts sweeping now and every `seconds` (0: not at all); answers a stop function (awaits a sweep under way).
 * After each sweep the next deadline within `seconds` arms one more sweep at that moment, so a paper due
 * between two ticks (an exam's fixed end) is handed in at its deadline, not up to `seconds` later.
 */
export function startDeadlineSweeper(app: AppContext, seconds: number): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let armed: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const arm = async (): Promise<void> => {
    if (stopped || timer) return;
    const ms = await findNextDeadlineMs(app.db, seconds);
    if (ms === null || stopped || timer) return;
    timer = setTimeout(
      () => {
        timer = null;
        armed = sweepDuePapers(app)
          .then(async (n) => {
            if (n) app.log.info({ closed: n }, '已自动交卷到时的试卷');
            await arm();
          })
          .catch((err) => app.log.error({ err }, '到时交卷扫描失败'));
      },
      Math.max(MIN_ARMED_MS, ms + 20),
    );
    timer.unref();
  };
  const stop = startPeriodic(app, seconds, {
    run: async () => {
      const n = await sweepDuePapers(app);
      await arm();
      return n;
    },
    countKey: 'closed',
    doneMsg: '已自动交卷到时的试卷',
    failMsg: '到时交卷扫描失败',
  });
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await stop();
    await armed;
  };
}
