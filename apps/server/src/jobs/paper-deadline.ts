import { HandReason } from '@xuekao/contracts';
import type { AppContext } from '../app-context.ts';
import { findDuePaperIds } from '../modules/paper/paper.queries.ts';
import { handInPaper } from '../modules/paper/paper-hand.service.ts';
import { startPeriodic } from './periodic.ts';

/**
 * The deadline sweeper (docs/REQUIREMENTS.md#exams: the server hands in every paper at its deadline by itself,
 * also after a restart): every few seconds, and once when the app starts, papers in progress past their
 * deadline are handed in. Several processes may sweep at once: hand-in is idempotent, so each paper is
 * closed exactly once.
 */

const BATCH = 200;
const PARALLEL = 4;

/** Hands in every paper past its deadline; answers how many this call closed. */
export async function sweepDuePapers(app: AppContext): Promise<number> {
  let closed = 0;
  for (;;) {
    const before = closed;
    const ids = await findDuePaperIds(app.db, BATCH);
    if (!ids.length) return closed;
    for (let i = 0; i < ids.length; i += PARALLEL) {
      const done = await Promise.all(
        ids.slice(i, i + PARALLEL).map(async (id) => {
          try {
            const p = await handInPaper(app, id, HandReason.TIMEOUT);
            return p.handReason === HandReason.TIMEOUT ? 1 : 0;
          } catch (err) {
            app.log.error({ err, paperId: id }, '到时交卷失败');
            return 0;
          }
        }),
      );
      closed += done.reduce<number>((a, b) => a + b, 0);
    }
    // Fewer than a batch: done. A full batch that closed nothing (failures, logged) waits for the next tick.
    if (ids.length < BATCH || closed === before) return closed;
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
