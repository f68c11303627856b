import type { AppContext } from '@server/app-context.ts';
import type { Health, Ready } from '@xuekao/contracts';

/** How long the readiness probe waits for the database and for Redis (each) before saying "down". */
export const READY_DEADLINE_MS = 2000;

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });

const probe = (p: () => Promise<void>) =>
  within(p(), READY_DEADLINE_MS).then(
    () => 'ok' as const,
    () => 'down' as const,
  );

/** Liveness: the process answers; no database work, so a slow database never gets a live process killed. */
export function health(version: string): Health {
  return { status: 'ok', version, uptime: Math.round(process.uptime()) };
}

/**
 * Readiness: not draining (a process told to stop says "not ready" first, so the balancer sends it nothing
 * new), the database answers `SELECT 1` and Redis (when configured) a PING, each within READY_DEADLINE_MS.
 * A process still migrating is not listening yet, which a balancer also reads as not ready.
 */
export async function readiness(app: AppContext): Promise<Ready> {
  const [database, redis] = await Promise.all([
    probe(() => app.database.ping()),
    app.config.REDIS_URL ? probe(() => app.pingRedis()) : Promise.resolve('none' as const),
  ]);
  const draining = app.lifecycle.draining;
  return { ready: !draining && database === 'ok' && redis !== 'down', draining, database, redis };
}
