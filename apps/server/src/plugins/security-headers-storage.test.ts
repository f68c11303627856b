import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAdmin } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * A cloud storage read from its own domain (Qiniu always: its uploads host is not where files are read;
 * OSS or COS behind a CDN): the pages may fetch (pdf.js: PDF courseware, certificate previews) and show
 * (an http test domain) what is stored there. Without it the policy blocked them in production.
 */

let t: TestApp;
let web: FastifyInstance;
let dir: string;
let admin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-csp-storage-'));
  fs.mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await buildTestApp({ DATA_DIR: path.join(dir, 'data') });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: path.join(dir, 'web'),
    DEADLINE_SWEEP_SECONDS: '0',
  } as NodeJS.ProcessEnv);
  web = await buildApp({ config, database: t.ctx.database, serveWeb: true });
  await web.ready();
  admin = (await loginAdmin(t)).token;
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const directive = async (name: string, url = '/web/cert/detail/1') => {
  const res = await web.inject({ method: 'GET', url });
  const csp = String(res.headers['content-security-policy'] ?? '');
  return csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
};

/** Calls of the app serving the pages (its settings cache is its own: a save elsewhere reaches it by the bus). */
const post = async <T>(url: string, body: object) => {
  const res = await web.inject({ method: 'POST', url, headers: { token: admin }, payload: body });
  return res.json() as { code: number; data: T };
};

const useUpload = async (provider: string, data: Record<string, string>) => {
  const res = await post('/api/sys/config/prop/save', { type: 'upload', provider, data: JSON.stringify(data) });
  expect(res.code).toBe(0);
};

describe('the storage domain in the pages policy', () => {
  it('adds the active storage public origin to connect-src, img-src and media-src of the pages', async () => {
    expect(await directive('connect-src')).not.toContain('cdn.example.com');
    await useUpload('qiniu', {
      endpoint: 'z0',
      bucket: 'b',
      accessKeyId: 'ak',
      accessKeySecret: 'sk',
      url: 'http://cdn.example.com/files/',
    });
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(await directive(name)).toMatch(/ http:\/\/cdn\.example\.com$/);
    }
    // API answers are not pages: unchanged
    const api = await web.inject({ method: 'GET', url: '/api/docs/json' });
    expect(String(api.headers['content-security-policy'] ?? '')).not.toContain('cdn.example.com');
  });

  it('adds nothing while uploads are served by this site', async () => {
    const local = await t.post<{ data: string }>(
      '/api/sys/config/prop/detail',
      { type: 'upload', provider: 'local' },
      admin,
    );
    await useUpload('local', JSON.parse(local.data.data));
    expect(await directive('connect-src')).not.toContain('cdn.example.com');
    expect(await directive('img-src')).not.toContain('http://');
  });
});
