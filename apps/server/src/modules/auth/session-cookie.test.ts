import { ErrorCode, type RegResult, type SessionInfo, SIGNED_IN_COOKIE } from '@xuekao/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildSiblingApp, buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, startPaper } from '../../../test/exam-helpers.ts';
import { createUser, loginAdmin, PASSWORD, presetCaptcha } from '../../../test/factories.ts';

/**
 * Issue 10 item 7: the session token is kept in an HttpOnly, SameSite=Strict cookie that page scripts
 * cannot read; a call authenticated by that cookie alone must carry `X-Requested-With`, so a forged
 * cross-site form or fetch gets 10010002.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function setCookieOf(res: LightMyRequestResponse, name = 'xk_token'): string {
  const h = res.headers['set-cookie'];
  const all = Array.isArray(h) ? h : h ? [h] : [];
  return all.find((c) => c.startsWith(`${name}=`)) ?? '';
}

async function call<T>(url: string, headers: Record<string, string>, body: object = {}) {
  const res = await t.raw({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
  return { res, body: res.json() as Envelope<T> };
}

async function signIn() {
  const u = await createUser(t);
  const { res, body } = await call<SessionInfo>('/api/sys/user/login', XHR, {
    username: u.userName,
    password: PASSWORD,
  });
  expect(body.code).toBe(0);
  return { user: u, token: body.data.token, setCookie: setCookieOf(res) };
}

describe('the session cookie', () => {
  it('login sets it HttpOnly, SameSite=Strict, Path=/ with the session token', async () => {
    const { token, setCookie } = await signIn();
    expect(setCookie.startsWith(`xk_token=${token};`)).toBe(true);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Strict/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here
  });

  it('login sets the signed-in marker of the web in the same answer: readable by scripts, no secret', async () => {
    const u = await createUser(t);
    const { res } = await call('/api/sys/user/login', XHR, { username: u.userName, password: PASSWORD });
    const marker = setCookieOf(res, SIGNED_IN_COOKIE);
    expect(marker.startsWith(`${SIGNED_IN_COOKIE}=1;`)).toBe(true);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/;\s*SameSite=Strict/i);
    expect(marker).toMatch(/;\s*Path=\/(;|$)/);
  });

  it('is Secure when the request is https (behind a trusted proxy)', async () => {
    const proxied = await buildSiblingApp(t, { TRUST_PROXY: 'loopback' });
    try {
      const u = await createUser(t);
      const res = await proxied.raw({
        method: 'POST',
        url: '/api/sys/user/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: { username: u.userName, password: PASSWORD },
      });
      expect(setCookieOf(res)).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('a POST with only the cookie and no X-Requested-With is refused (cross-site forgery)', async () => {
    const { token } = await signIn();
    const cookie = `xk_token=${token}`;
    const forged = await call('/api/sys/user/update', { cookie }, { realName: '被篡改' });
    expect(forged.body.code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await call('/api/sys/user/info', { cookie })).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await call('/api/sys/user/info', { cookie, 'x-requested-with': 'fetch' })).body.code).toBe(
      ErrorCode.SESSION_EXPIRED,
    );
    const info = await call<SessionInfo>('/api/sys/user/info', { ...XHR, token });
    expect(info.body.data.realName).not.toBe('被篡改');
  });

  it('with the header the cookie works, and /info does not hand the token back to page scripts', async () => {
    const { token } = await signIn();
    const cookie = `xk_token=${token}`;
    expect((await call('/api/sys/user/update', { cookie, ...XHR }, { realName: '本人修改' })).body.code).toBe(0);
    const byCookie = await call<SessionInfo>('/api/sys/user/info', { cookie, ...XHR });
    expect(byCookie.body.data).toMatchObject({ realName: '本人修改', token: '' });
    // The spec's token header keeps working, for any client, and gets its token back.
    const byHeader = await call<SessionInfo>('/api/sys/user/info', { token });
    expect(byHeader.body.data.token).toBe(token);
  });

  it('logout clears it and ends the session', async () => {
    const { token } = await signIn();
    const cookie = `xk_token=${token}`;
    const out = await call('/api/sys/user/logout', { cookie, ...XHR });
    expect(out.body.code).toBe(0);
    const cleared = setCookieOf(out.res);
    expect(cleared).toMatch(/^xk_token=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(setCookieOf(out.res, SIGNED_IN_COOKIE)).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=;`));
    expect((await call('/api/sys/user/info', { cookie, ...XHR })).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await call('/api/sys/user/info', { token })).body.code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('registration (without review) and /sync (a handed-over ?token=) set it too', async () => {
    const reg = await call<RegResult>('/api/sys/user/reg', XHR, {
      userName: `ck${Date.now()}`,
      realName: '注册用户',
      password: 'abc123',
      confirm: 'abc123',
      deptCode: 'A01A02',
      ...(await presetCaptcha(t, 'cookie-reg')),
    });
    expect(reg.body.code).toBe(0);
    expect(setCookieOf(reg.res)).toMatch(new RegExp(`^xk_token=${reg.body.data.session?.token};.*HttpOnly`, 'i'));

    const { token } = await signIn();
    const sync = await call<boolean>('/api/sys/user/sync', { token });
    expect(sync.body).toMatchObject({ code: 0, data: true });
    expect(setCookieOf(sync.res)).toMatch(new RegExp(`^xk_token=${token};.*HttpOnly`, 'i'));
    const bad = await call<boolean>('/api/sys/user/sync', { token: 'not-a-session' });
    expect(bad.body).toMatchObject({ code: 0, data: false });
    expect(setCookieOf(bad.res)).toBe('');
  });
});

describe('the exam socket authenticates by the cookie', () => {
  it('opens with the cookie alone (and still with ?token=), refuses it for another user', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    const base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/socket/exam`;
    const a = await signIn();
    const b = await signIn();
    // the exam room needs a paper of the learner in progress (issue 24 item 7)
    const admin = (await loginAdmin(t)).token;
    const { repoId } = await createExamBank(t, admin);
    const rules = [{ repoId, quType: 1, count: 1, score: 10 }];
    const e1 = await createExam(t, admin, examBody(repoId, { rules, qualifyScore: 6 }));
    await startPaper(t, a.token, e1);
    const pong = (url: string, headers: Record<string, string> = {}) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on('open', () => ws.send('ping'));
        ws.on('message', (d) => {
          resolve(d.toString());
          ws.close();
        });
        ws.on('close', (code) => resolve(`closed ${code}`));
        ws.on('error', () => resolve('error'));
      });
    expect(await pong(`${base}/${a.user.id}/${e1}/pc`, { cookie: `xk_token=${a.token}` })).toBe('pong');
    expect(await pong(`${base}/${a.user.id}/${e1}/pc?token=${a.token}`)).toBe('pong');
    expect(await pong(`${base}/${a.user.id}/${e1}/pc`, { cookie: `xk_token=${b.token}` })).toBe('closed 4001');
    expect(await pong(`${base}/${a.user.id}/${e1}/pc`)).toBe('closed 4001');
  });
});
