import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, newLearner, startPaper } from '../../test/exam-helpers.ts';
import { loginAdmin, loginStudent } from '../../test/factories.ts';
import { pngOf, uploadAs } from '../../test/upload-helpers.ts';
import { loadConfig } from '../config.ts';
import { CORS_MAX_AGE } from './cors.ts';

/**
 * Issue 26 item 6: a front end on another origin. With CORS_ORIGINS (and SITE_URL) the listed origins get
 * preflights, CORS headers, socket handshakes and absolute upload addresses; any other origin gets none of
 * it; without the setting nothing changes. The real app, by `inject` and over real sockets.
 */

const SITE = 'https://xuekao.example.com';
const CDN = 'https://static.example.com';
const DEV = 'http://127.0.0.1:5173';
const EVIL = 'https://evil.example';

let on: TestApp;
let off: TestApp;
let dataDir: string;
let student: string;
let studentOff: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-test-cors-'));
  on = await buildTestApp({
    DATA_DIR: dataDir,
    DEADLINE_SWEEP_SECONDS: '0',
    SITE_URL: `${SITE}/`,
    CORS_ORIGINS: `${CDN}, ${DEV}/`,
  });
  student = (await loginStudent(on)).token;
});
afterAll(async () => {
  await on.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const preflight = (t: TestApp, origin: string, url = '/api/sys/user/info') =>
  t.raw({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'token,content-type',
    },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => h.startsWith('access-control-'));

describe('the setting', () => {
  const env = (e: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...e } as NodeJS.ProcessEnv);

  it('is a list of exact origins, normalised as browsers send Origin', () => {
    expect(
      env({ SITE_URL: SITE, CORS_ORIGINS: ` ${CDN}/,HTTPS://M.Example.com:443,${DEV},${CDN}` })().CORS_ORIGINS,
    ).toEqual([CDN, 'https://m.example.com', DEV]);
    expect(env({})().CORS_ORIGINS).toEqual([]);
    expect(env({ CORS_ORIGINS: ' ' })().CORS_ORIGINS).toEqual([]);
    expect(env({ SITE_URL: `${SITE}//` })().SITE_URL).toBe(SITE);
  });

  it('refuses wildcards, paths, `null`, other schemes, and a list without SITE_URL', () => {
    for (const bad of [
      '*',
      'https://*.example.com',
      `${CDN}/app`,
      `${CDN}?x=1`,
      'null',
      'ftp://a.example',
      'cdn.example.com',
    ]) {
      expect(env({ SITE_URL: SITE, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS: not an origin/);
    }
    expect(env({ CORS_ORIGINS: CDN })).toThrow(/CORS_ORIGINS: needs SITE_URL/);
    expect(env({ SITE_URL: 'ftp://xuekao.example.com' })).toThrow(/SITE_URL/);
  });
});

describe('with CORS_ORIGINS', () => {
  it('answers a preflight from a listed origin with 204 and the headers', async () => {
    for (const origin of [CDN, DEV]) {
      const res = await preflight(on, origin);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(['GET', 'HEAD', 'POST']);
      const allowed = String(res.headers['access-control-allow-headers']).split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['token', 'content-type', 'x-requested-with', 'x-locale']));
      expect(res.headers['access-control-max-age']).toBe(String(CORS_MAX_AGE));
      expect(res.headers.vary).toMatch(/\bOrigin\b/);
    }
  });

  it('gives an unlisted origin no CORS header, on a preflight or a call', async () => {
    for (const origin of [EVIL, `${CDN}.evil.example`, 'http://static.example.com', 'null']) {
      const pre = await preflight(on, origin);
      expect(pre.statusCode).toBe(404);
      expect(corsHeaders(pre.headers)).toEqual([]);
      const call = await on.raw({ method: 'POST', url: '/api/sys/user/info', headers: { origin, token: student } });
      expect(call.json().success).toBe(true);
      expect(corsHeaders(call.headers)).toEqual([]);
      expect(call.headers.vary).toMatch(/\bOrigin\b/);
    }
  });

  it('names a listed origin on calls, errors and files, and never another', async () => {
    const call = await on.raw({ method: 'POST', url: '/api/sys/user/info', headers: { origin: CDN, token: student } });
    expect(call.json().success).toBe(true);
    expect(call.headers['access-control-allow-origin']).toBe(CDN);
    expect(call.headers['access-control-allow-credentials']).toBe('true');
    expect(call.headers['access-control-expose-headers']).toMatch(/content-disposition/);
    expect(call.headers.vary).toMatch(/\bOrigin\b/);
    const refused = await on.raw({ method: 'POST', url: '/api/sys/user/info', headers: { origin: DEV } });
    expect(refused.json().success).toBe(false);
    expect(refused.headers['access-control-allow-origin']).toBe(DEV);
    const missing = await on.raw({ method: 'GET', url: '/upload/2020/01/none.png', headers: { origin: CDN } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(CDN);
  });

  it('answers uploads under SITE_URL, signed ones too, and serves them there', async () => {
    const res = await uploadAs(on, student, [{ name: 'a.png', content: pngOf() }]);
    expect(res.data.url).toMatch(new RegExp(`^${SITE}/upload/(\\d+/)+\\d+\\.png$`));
    expect(res.data.files?.map((f) => f.url)).toEqual([res.data.url]);
    const got = await on.raw({ method: 'GET', url: new URL(res.data.url).pathname, headers: { origin: CDN } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['access-control-allow-origin']).toBe(CDN);
    const face = await uploadAs(on, student, [{ name: 'me.png', content: pngOf() }], { biz: 'face' });
    const signed = new URL(face.data.url);
    expect(`${signed.origin}${signed.pathname}`).toMatch(new RegExp(`^${SITE}/upload/face/`));
    expect(signed.searchParams.get('sig')).toBeTruthy();
    expect((await on.raw({ method: 'GET', url: `${signed.pathname}${signed.search}` })).statusCode).toBe(200);
  });
});

describe('without CORS_ORIGINS', () => {
  beforeAll(async () => {
    off = await buildTestApp({ DATA_DIR: dataDir });
    studentOff = (await loginStudent(off)).token;
  });
  afterAll(() => off.close());

  it('sends no CORS header at all, and preflights answer 404 as before', async () => {
    const pre = await preflight(off, CDN);
    expect(pre.statusCode).toBe(404);
    expect(corsHeaders(pre.headers)).toEqual([]);
    expect(pre.headers.vary ?? '').not.toMatch(/Origin/);
    const call = await off.raw({
      method: 'POST',
      url: '/api/sys/user/info',
      headers: { origin: CDN, token: studentOff },
    });
    expect(call.json().success).toBe(true);
    expect(corsHeaders(call.headers)).toEqual([]);
    expect(call.headers.vary ?? '').not.toMatch(/Origin/);
  });

  it('answers upload addresses relative', async () => {
    const res = await uploadAs(off, studentOff, [{ name: 'a.png', content: pngOf() }]);
    expect(res.data.url).toMatch(/^\/upload\/(\d+\/)+\d+\.png$/);
    const face = await uploadAs(off, studentOff, [{ name: 'me.png', content: pngOf() }], { biz: 'face' });
    expect(face.data.url).toMatch(/^\/upload\/face\/.+\?exp=\d+&sig=/);
  });
});

describe('the sockets', () => {
  /** The HTTP status of a refused exam-socket handshake, or 'pong' when it opened and answered. */
  async function examHandshake(port: number, origin: string, token: string, url: string): Promise<number | string> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${url}?token=${token}`, { headers: { origin } });
    return new Promise((resolve) => {
      ws.on('open', () => ws.send('ping'));
      ws.on('message', (d) => {
        resolve(d.toString());
        ws.close();
      });
      ws.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
      ws.on('close', (code) => resolve(code));
      ws.on('error', () => {});
    });
  }

  it('open from a listed origin and are refused from an unlisted foreign one', async () => {
    const admin = (await loginAdmin(on)).token;
    const { repoId } = await createExamBank(on, admin);
    const examId = await createExam(
      on,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }] }),
    );
    const l = await newLearner(on);
    await startPaper(on, l.token, examId);
    await on.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = on.app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const url = `/api/socket/exam/${l.id}/${examId}/pc`;
    expect(await examHandshake(port, CDN, l.token, url)).toBe('pong');
    expect(await examHandshake(port, SITE, l.token, url)).toBe('pong');
    expect(await examHandshake(port, EVIL, l.token, url)).toBe(403);
    expect(await examHandshake(port, 'http://static.example.com', l.token, url)).toBe(403);
  });
});
