import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { IMMUTABLE, REVALIDATE } from './static-web.ts';

/**
 * Issue 17: the built web app's scripts go out pre-compressed (the build writes .br/.gz copies), so a browser
 * downloads the gzipped weight the page budgets count; a client that accepts neither gets the plain file.
 */
let t: TestApp;
let web: FastifyInstance;
let dir: string;
const script = `console.log(${JSON.stringify('学考'.repeat(400))});`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-static-'));
  fs.mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'web/assets/app.js'), script);
  fs.writeFileSync(path.join(dir, 'web/assets/app.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'web/assets/app.js.gz'), zlib.gzipSync(script));
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
});
afterAll(async () => {
  await web?.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pre-compressed web assets', () => {
  it('sends the brotli copy to a browser accepting it, the gzip copy to one accepting only gzip', async () => {
    const br = await web.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await web.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client accepting no compression', async () => {
    const plain = await web.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('caching (issue 28)', () => {
  it('lets browsers keep hashed assets for a year, compressed or not', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      const r = await web.inject({ url: '/assets/app.js', headers: { 'accept-encoding': enc } });
      expect(r.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('has index.html asked again on every visit, for / and for a deep link', async () => {
    for (const url of ['/', '/index.html', '/login']) {
      const r = await web.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe(REVALIDATE);
    }
  });
});
