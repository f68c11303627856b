import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login } from '../../../test/factories.ts';

const REDIS_URL = process.env.REDIS_URL;

/** Pub/sub between processes is asynchronous: wait (up to 2 s) until `check` holds. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * Two server processes sharing PostgreSQL/PGlite and Redis: sessions, short-lived state and cache
 * invalidation must travel between them. Runs when REDIS_URL is set (CI sets it when Redis answers).
 */
describe.runIf(REDIS_URL)('with REDIS_URL: several processes serve one site', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL!, REDIS_PREFIX: `xk-test-${process.pid}-${Date.now()}:` };
    a = await buildTestApp(env);
    b = await buildSiblingApp(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a session opened on one process works on the other, and logout on either ends it everywhere', async () => {
    const u = await createUser(a);
    const s = await login(a, u.userName);
    expect((await b.post('/api/sys/user/info', {}, s.token)).code).toBe(0);
    expect((await a.post('/api/sys/user/info', {}, s.token)).code).toBe(0);
    await b.post('/api/sys/user/logout', {}, s.token);
    const ended = await eventually(
      async () => (await a.post('/api/sys/user/info', {}, s.token)).code === ErrorCode.SESSION_EXPIRED,
    );
    expect(ended).toBe(true);
    expect((await b.post('/api/sys/user/info', {}, s.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('a captcha drawn on one process is checked on the other', async () => {
    await a.raw({ method: 'GET', url: '/api/common/captcha/gen?key=redis-k1' });
    const answer = await a.ctx.kv.get('captcha:redis-k1');
    expect(answer).toBeTruthy();
    expect((await b.post('/api/common/captcha/check', { captchaKey: 'redis-k1', captchaValue: answer })).data).toBe(
      true,
    );
  });

  it('a settings change on one process is seen by the other at once', async () => {
    const sw = await a.ctx.settings.switches();
    await b.ctx.settings.siteData(); // warm b's cache
    await a.ctx.settings.saveSwitches({ ...sw, userReg: !sw.userReg });
    expect(await eventually(async () => (await b.ctx.settings.siteData()).userReg === !sw.userReg)).toBe(true);
    await a.ctx.settings.saveSwitches(sw);
  });
});
