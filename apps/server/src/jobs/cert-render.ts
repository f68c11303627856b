import type { AppContext } from '../app-context.ts';
import { closeRenderWorkers } from '../modules/cert/cert-render.service.ts';
import { certRendersIdle, sweepUnrenderedGrants } from '../modules/cert/cert-render-queue.ts';

/**
 * The certificate render sweep: once when the app starts and every `seconds`, grants left without a PDF
 * (a failed render, a process stopped with grants queued) are rendered and their learners told. Answers a
 * stop function that waits for the sweep and for this process's queued renders.
 */
export function startCertRenderSweeper(app: AppContext, seconds: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = sweepUnrenderedGrants(app)
      .then((n) => {
        if (n) app.log.info({ rendered: n }, '已补做证书PDF');
      })
      .catch((err) => app.log.error({ err }, '证书PDF补做失败'));
  };
  const timer = seconds > 0 ? setInterval(() => !stopped && tick(), seconds * 1000) : null;
  timer?.unref();
  if (seconds > 0) tick();
  return async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
    await certRendersIdle(app);
    await closeRenderWorkers(app);
  };
}
