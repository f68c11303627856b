import type { AppContext } from '../app-context.ts';

export interface PeriodicJob {
  /** One pass; answers how many things it did (logged when not zero). */
  run: () => Promise<number>;
  /** Log text when a pass did something, with `{ [countKey]: n }`. */
  doneMsg: string;
  countKey: string;
  /** Log text when a pass failed (the next pass tries again). */
  failMsg: string;
}

/**
 * Runs a sweep once now and every `seconds` (0: never), one pass at a time in this process, failures logged;
 * answers a stop function that waits for a pass under way. The jobs of this folder are built on it.
 */
export function startPeriodic(app: AppContext, seconds: number, job: PeriodicJob): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = job
      .run()
      .then((n) => {
        if (n) app.log.info({ [job.countKey]: n }, job.doneMsg);
      })
      .catch((err) => app.log.error({ err }, job.failMsg));
  };
  if (seconds <= 0) return async () => {};
  tick();
  const timer = setInterval(() => !stopped && tick(), seconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
