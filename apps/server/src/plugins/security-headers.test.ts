import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadResult } from '@xuekao/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../test/build-test-app.ts';
import { loginStudent } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/** The cloud storage hosts the browser uploads to directly (no other foreign host may be fetched). */
const STORAGE_HOSTS = ['https://*.aliyuncs.com', 'https://*.myqcloud.com', 'https://*.qiniup.com'];

/**
 * Issue 10 item 7: security headers on every answer, so HTML that got past the sanitizer still cannot run
 * script (CSP without inline script), cannot be framed, is not content-sniffed and leaks no full referrer.
 */

let t: TestApp;
let web: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-headers-'));
  fs.mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'web/index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'web/assets/app.js'), 'console.log(1)');
  t = await buildTestApp({ DATA_DIR: path.join(dir, 'data') });
  // The same database served with a built web app, as `npm start` serves it.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: path.join(dir, 'web'),
    HSTS_MAX_AGE: '15552000',
    TRUST_PROXY: 'loopback',
    DEADLINE_SWEEP_SECONDS: '0',
  } as NodeJS.ProcessEnv);
  web = await buildApp({ config, database: t.ctx.database, serveWeb: true });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The policy of the app, or (uploaded files, see serve-upload.ts) a bare `sandbox`, which runs no script at all. */
function expectFileHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  if (csp.has('sandbox')) expect(csp.get('sandbox')).not.toContain('allow-scripts');
  else expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  // antd's CSS-in-JS needs inline styles; only styles get 'unsafe-inline'.
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'"]));
  for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('on API answers, errors and unknown API paths', async () => {
    const ok = await t.raw({ method: 'POST', url: '/api/sys/config/detail', headers: { host: 'exam.example.com' } });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok);
    // The exam socket of the page's own host.
    expect(directives(ok).get('connect-src')).toEqual([
      "'self'",
      'ws://exam.example.com',
      'wss://exam.example.com',
      ...STORAGE_HOSTS,
    ]);
    expectSecurityHeaders(await t.raw({ method: 'POST', url: '/api/sys/user/info' }));
    expectSecurityHeaders(await t.raw({ method: 'POST', url: '/api/no/such/path' }));
    const bad = await t.raw({
      method: 'POST',
      url: '/api/sys/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expectSecurityHeaders(bad);
  });

  it('a hostile Host header cannot write into the policy', async () => {
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/config/detail',
      headers: { host: "x; script-src 'unsafe-inline'" },
    });
    expect(res.statusCode).toBe(200);
    expect(directives(res).get('script-src')).toEqual(["'self'"]);
    expect(directives(res).get('connect-src')).toEqual(["'self'", "'self'", ...STORAGE_HOSTS]);
  });

  it('on the SPA index, its deep links and its assets', async () => {
    for (const url of ['/', '/login', '/admin/sys/user', '/assets/app.js']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
    }
    // No HSTS over plain http even when configured; https (through a trusted proxy or TLS) gets it.
    expect((await web.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const https = await web.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=15552000');
    expect((await t.raw({ method: 'GET', url: '/api/sys/config/detail' })).headers['strict-transport-security']).toBe(
      undefined,
    );
  });

  it('on uploaded files', async () => {
    const student = (await loginStudent(t)).token;
    const boundary = '----xkheaders';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.raw({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { token: student, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const body = up.json() as Envelope<UploadResult>;
    expect(body.code).toBe(0);
    const file = await t.raw({ method: 'GET', url: body.data.url, headers: { token: student } });
    expect(file.statusCode).toBe(200);
    expectFileHeaders(file);
    expectSecurityHeaders(await t.raw({ method: 'GET', url: '/upload/no/such/file.png' }));
  });

  it('the live player page may be framed by this site only and may fetch https streams', async () => {
    const res = await t.raw({ method: 'GET', url: '/player/live.html?src=x' });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/connect-src [^;]*https:/);
    expect(csp).toContain("script-src 'self'");
  });
});
