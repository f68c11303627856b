import type { AppContext } from '../app-context.ts';
import { closeRenderWorkers } from '../modules/cert/cert-render.service.ts';
import { certRendersIdle, sweepUnrenderedGrants } from '../modules/cert/cert-render-queue.ts';
import { startPeriodic } from './periodic.ts';

/**
 * The certificate render sweep: once when the app starts and every `seconds`, grants left without a PDF
 * (a failed render, a process stopped with grants queued) are rendered and their learners told. Answers a
 * stop function that waits for the sweep and for this process's queued renders.
 */
export function startCertRenderSweeper(app: AppContext, seconds: number): () => Promise<void> {
  const stop = startPeriodic(app, seconds, {
    run: () => sweepUnrenderedGrants(app),
    countKey: 'rendered',
    doneMsg: '已补做证书PDF',
    failMsg: '证书PDF补做失败',
  });
  return async () => {
    await stop();
    await certRendersIdle(app);
    await closeRenderWorkers(app);
  };
}
