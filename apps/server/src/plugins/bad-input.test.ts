import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAdmin } from '../../test/factories.ts';
import type { RouteInfo as RouteDef } from '../app-context.ts';
import { MAX_INPUT_DEPTH, redactUrl } from '../lib/input-guard.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(() => t.close());

const post = (url: string, payload: string, token?: string) =>
  t.raw({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload,
  });

/** A body with the usual field names of the spec's calls, each carrying a NUL character. */
const NUL_BODY = JSON.stringify({
  id: '1\u0000',
  username: 'admin\u0000',
  password: 'x\u0000',
  userName: 'u\u0000',
  realName: 'r\u0000',
  title: 't\u0000',
  content: 'c\u0000',
  mobile: '1\u0000',
  captchaKey: 'k\u0000',
  captchaValue: 'v\u0000',
  key: 'k\u0000',
  params: { title: 't\u0000', userName: 'u\u0000' },
});

describe('bad input never answers 500', () => {
  it('refuses a NUL character in any string on every route with 10010001 (signed in as admin)', async () => {
    const { token } = await loginAdmin(t);
    const routes = t.ctx.routeCatalog.filter((d: RouteDef) => (d.methods ?? ['POST']).includes('POST'));
    expect(routes.length).toBeGreaterThan(100);
    for (const d of routes) {
      const res = await post(d.url, NUL_BODY, token);
      expect(res.statusCode, d.url).toBe(200);
      expect(res.json(), d.url).toMatchObject({ code: ErrorCode.BAD_PARAMS, success: false });
    }
  });

  it('refuses a NUL character without a session too (login, captcha) and in query strings', async () => {
    const res = await post('/api/sys/user/login', JSON.stringify({ username: 'admin\u0000', password: 'admin123' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(ErrorCode.BAD_PARAMS);
    const gen = await t.raw({ method: 'GET', url: '/api/common/captcha/gen?key=a%00b' });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('refuses nesting deeper than the limit, however deep, on public and signed-in routes', async () => {
    const { token } = await loginAdmin(t);
    let nested: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i++) nested = { a: nested };
    for (const [url, tok] of [
      ['/api/sys/user/login', undefined],
      ['/api/repo/paging', token],
      ['/api/exam/exam/save', token],
    ] as const) {
      const just = await post(url, JSON.stringify({ params: nested }), tok);
      expect(just.statusCode, url).toBe(200);
      expect(just.json().code, url).toBe(ErrorCode.BAD_PARAMS);
      for (const depth of [10_000, 1_000_000]) {
        const deep = await post(url, `${'['.repeat(depth)}${']'.repeat(depth)}`, tok);
        expect(deep.statusCode, `${url} ${depth}`).toBe(200);
        expect(deep.json().code, `${url} ${depth}`).toBe(ErrorCode.BAD_PARAMS);
        const deepObj = await post(url, `{"p":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`, tok);
        expect(deepObj.statusCode, `${url} ${depth}`).toBe(200);
        expect(deepObj.json().code, `${url} ${depth}`).toBe(ErrorCode.BAD_PARAMS);
      }
    }
  });

  it('keeps ordinary nesting (a paging request with params and orders) working', async () => {
    const { token } = await loginAdmin(t);
    const res = await post(
      '/api/repo/paging',
      JSON.stringify({ current: 1, size: 10, params: { title: '' }, orders: [{ column: 'createTime', asc: false }] }),
      token,
    );
    expect(res.json().code).toBe(0);
  });
});

describe('request logs', () => {
  it('never contain query values such as the exam socket token', async () => {
    const secret = 'tok_0123456789abcdef';
    await t.raw({ method: 'GET', url: `/api/socket/exam/1/2/pc?token=${secret}` });
    await t.raw({ method: 'POST', url: `/api/sys/user/info?token=${secret}` });
    const all = logLines.join('');
    expect(all).toContain('/api/socket/exam/1/2/pc?token=[redacted]');
    expect(all).not.toContain(secret);
  });

  it('redactUrl replaces every query value and keeps the path', () => {
    expect(redactUrl('/a/b?token=x&y=2#h')).toBe('/a/b?token=[redacted]&y=[redacted]#h');
    expect(redactUrl('/a/b')).toBe('/a/b');
  });
});
