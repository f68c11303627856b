import { afterAll, beforeAll } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from './build-test-app.ts';

/** Listens on a free port of 127.0.0.1 and answers the app's socket origin (`ws://127.0.0.1:<port>`). */
export async function socketOrigin(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.app.server.address();
  return `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

/** Two server processes on one database and one Redis, each listening: `a` with `oa`, its sibling `b` with `ob`. */
export interface TwoProcesses {
  a: TestApp;
  b: TestApp;
  oa: string;
  ob: string;
}

/**
 * Registers the suite's beforeAll (app `a`, its sibling `b` on the same database, both on Redis under a key
 * prefix of their own named after `name`, both listening) and afterAll (both closed). The answer is filled in
 * by beforeAll: read its fields inside the tests. Call it inside a `describe.runIf(REDIS_URL)`.
 */
export function twoProcessesOnRedis(redisUrl: string | undefined, name: string): TwoProcesses {
  const p = {} as TwoProcesses;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `xk-test-${name}-${process.pid}-${Date.now()}:` };
    p.a = await buildTestApp(env);
    p.b = await buildSiblingApp(p.a, env);
    p.oa = await socketOrigin(p.a);
    p.ob = await socketOrigin(p.b);
  });
  afterAll(async () => {
    await p.b?.close();
    await p.a?.close();
  });
  return p;
}
