/**
 * The checks of `npm run deploy:check` made through nginx while both processes run: the web app's caching and
 * compression, the API, what nginx must not pass on, the forwarded client address and scheme, body limits and
 * uploads, and the three socket handshakes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { multipartFile, TINY_PNG, uploadFile } from './deploy-exam.ts';
import { announceBody, expect, openSocket, type Report, request } from './deploy-probe.ts';
import { metricValue, REPO_ROOT, type SiteProcess } from './deploy-site.ts';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

export interface Site {
  /** http://127.0.0.1:<nginx port> */
  origin: string;
  processes: SiteProcess[];
  brotli: boolean;
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? ''));

/** index.html, a client route, sw.js, a hashed script (plain, gzip, br), an .mjs, a missing asset. */
export async function checkWeb(r: Report, site: Site): Promise<void> {
  const index = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const page = async (url: string) => {
    const res = await request(`${site.origin}${url}`);
    expect(res.status === 200, `HTTP ${res.status}`);
    expect(header(res.headers['content-type']).startsWith('text/html'), `type ${res.headers['content-type']}`);
    expect(res.headers['cache-control'] === 'no-cache', `Cache-Control: ${res.headers['cache-control']}`);
    expect(res.text === index, 'not the index.html of apps/web/dist');
    expect(res.headers['content-security-policy'], 'no Content-Security-Policy (the server sets it on pages)');
    return 'index.html, Cache-Control: no-cache, with the server CSP';
  };
  await r.check('/ answers index.html', () => page('/'));
  await r.check('client route /web/index answers index.html', () => page('/web/index'));
  await r.check('/sw.js is not cached', async () => {
    const res = await request(`${site.origin}/sw.js`);
    expect(res.status === 200, `HTTP ${res.status}`);
    expect(res.headers['cache-control'] === 'no-cache', `Cache-Control: ${res.headers['cache-control']}`);
    return 'Cache-Control: no-cache';
  });

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  await r.check('hashed asset: immutable, precompressed', async () => {
    expect(script, 'index.html names no /assets/*.js');
    const file = fs.readFileSync(path.join(WEB_DIST, script));
    const get = (enc?: string) =>
      request(`${site.origin}${script}`, { headers: enc ? { 'accept-encoding': enc } : {} });
    const plain = await get();
    expect(plain.status === 200, `HTTP ${plain.status}`);
    const cc = plain.headers['cache-control'];
    expect(cc === 'public, max-age=31536000, immutable', `Cache-Control: ${cc}`);
    expect(plain.body.equals(file), 'the plain answer differs from the file');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding'] === 'gzip', `gzip asked, got ${gz.headers['content-encoding']}`);
    expect(zlib.gunzipSync(gz.body).equals(file), 'the gzip answer does not unpack to the file');
    const sizes = [`${script}: ${file.length} B, gzip ${gz.body.length} B`];
    if (site.brotli) {
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding'] === 'br', `br asked, got ${br.headers['content-encoding']}`);
      expect(zlib.brotliDecompressSync(br.body).equals(file), 'the br answer does not unpack to the file');
      sizes.push(`br ${br.body.length} B`);
    } else sizes.push('br not checked (no brotli_static module)');
    return sizes.join(', ');
  });
  const mjs = fs.readdirSync(path.join(WEB_DIST, 'assets')).find((f) => f.endsWith('.mjs'));
  if (mjs) {
    await r.check('.mjs asset served as JavaScript', async () => {
      const res = await request(`${site.origin}/assets/${mjs}`);
      expect(res.status === 200, `HTTP ${res.status}`);
      expect(res.headers['content-type'] === 'text/javascript', `Content-Type: ${res.headers['content-type']}`);
      return `${mjs}: text/javascript`;
    });
  }
  await r.check('missing asset is a 404, not the page', async () => {
    const res = await request(`${site.origin}/assets/gone-0000.js`);
    expect(res.status === 404, `HTTP ${res.status}`);
    expect(!res.headers['cache-control']?.includes('immutable'), 'a 404 cached as immutable');
    return 'HTTP 404';
  });
}

/** Health, readiness, unknown API paths, /metrics kept local, the body limit. */
export async function checkApi(r: Report, site: Site): Promise<void> {
  await r.check('/api/health', async () => {
    const res = await request(`${site.origin}/api/health`);
    expect(res.status === 200, `HTTP ${res.status}`);
    return `HTTP 200 ${res.text.slice(0, 120)}`;
  });
  await r.check('/api/ready', async () => {
    const res = await request(`${site.origin}/api/ready`);
    expect(res.status === 200, `HTTP ${res.status} ${res.text.slice(0, 160)}`);
    const data = (JSON.parse(res.text) as { data: { database: string; redis: string } }).data;
    expect(data.database === 'ok' && data.redis === 'ok', `database ${data.database}, redis ${data.redis}`);
    return 'HTTP 200, database ok, redis ok';
  });
  await r.check('unknown /api path answered by the server', async () => {
    const res = await request(`${site.origin}/api/no-such-call`);
    expect(res.status === 404, `HTTP ${res.status}`);
    expect(/"code"/.test(res.text), `not the envelope: ${res.text.slice(0, 80)}`);
    return 'HTTP 404 with the envelope';
  });
  await r.check('/metrics not passed on by nginx; each process answers it locally', async () => {
    for (const p of ['/metrics', '/metrics/', '/%6Detrics', '//metrics', '/api/../metrics']) {
      const res = await request(`${site.origin}${p}`);
      expect(res.status === 404, `${p} through nginx: HTTP ${res.status}`);
    }
    for (const proc of site.processes) {
      const t0 = performance.now();
      const res = await request(`http://127.0.0.1:${proc.port}/metrics`);
      expect(res.status === 200, `127.0.0.1:${proc.port}/metrics: HTTP ${res.status}`);
      expect(metricValue(res.text, 'xk_process_resident_memory_bytes') !== null, 'no process metrics');
      if (proc === site.processes[0]) {
        return `5 spellings answered 404 by nginx; direct scrape ${Math.round(performance.now() - t0)} ms, ${res.body.length} B`;
      }
    }
    return undefined;
  });
  await r.check('body over the API limit refused by nginx', async () => {
    const status = await announceBody(`${site.origin}/api/sys/user/info`, 30 * 1024 * 1024);
    expect(status === 413, `30 MB announced: HTTP ${status}`);
    return '30 MB announced: HTTP 413';
  });
}

/** Admin sign-in; X-Forwarded-Proto and X-Forwarded-For set by nginx, whatever the client claims. */
export async function checkForwarding(r: Report, site: Site, adminPassword: string): Promise<string | null> {
  let token: string | null = null;
  await r.check('admin signs in through nginx; X-Forwarded-Proto is nginx\u2019s', async () => {
    const res = await request(`${site.origin}/api/sys/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    const env = JSON.parse(res.text) as { code: number; msg: string; data: { token: string } };
    expect(env.code === 0, `login: ${env.code} ${env.msg}`);
    token = env.data.token;
    const cookie = header(res.headers['set-cookie'])
      .split(', ')
      .find((c) => c.startsWith('xk_token='));
    expect(cookie, 'no session cookie');
    expect(!/;\s*secure/i.test(cookie), 'the cookie is Secure over http: a forged X-Forwarded-Proto got through');
    return 'token and HttpOnly cookie; a forged "X-Forwarded-Proto: https" was replaced (no Secure over http)';
  });
  await r.check('X-Forwarded-For: the server sees the client address', async () => {
    // 127.0.0.2 stands for a client on another machine; it also claims to be 203.0.113.7.
    const res = await request(`${site.origin}/api/health`, {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.status === 200, `HTTP ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logs = site.processes.map((p) => fs.readFileSync(p.logFile, 'utf8')).join('\n');
    expect(!logs.includes('203.0.113.7'), 'the forged address reached the server');
    expect(logs.includes('"remoteAddress":"127.0.0.2"'), 'no request of 127.0.0.2 in the server logs');
    return 'logged as 127.0.0.2 (TRUST_PROXY=127.0.0.1); the forged 203.0.113.7 was dropped';
  });
  return token;
}

/** A file up and back through nginx; the upload location's larger limit. */
export async function checkUploads(r: Report, site: Site, adminToken: string): Promise<void> {
  await r.check('upload through nginx, read back from /upload/', async () => {
    const url = await uploadFile(site.origin, adminToken, 'check.png', 'image/png', TINY_PNG);
    const back = await request(`${site.origin}${url}`);
    expect(back.status === 200 && back.body.equals(TINY_PNG), `${url}: HTTP ${back.status}`);
    return `${url}, Cache-Control: ${back.headers['cache-control']}`;
  });
  await r.check('upload location takes more than the API limit', async () => {
    const { body, contentType } = multipartFile('check.mp4', 'video/mp4', Buffer.alloc(26 * 1024 * 1024));
    const res = await request(`${site.origin}/api/common/file/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, token: adminToken },
      body,
      timeoutMs: 60_000,
    });
    expect(res.status !== 413, 'HTTP 413 from nginx');
    const env = JSON.parse(res.text) as { code: number; msg: string };
    return `26 MB passed to the server (HTTP ${res.status}, code ${env.code}${env.code ? ` ${env.msg}` : ''})`;
  });
}

/** The study and battle sockets upgrade through nginx; a foreign Origin is refused. */
export async function checkOtherSockets(r: Report, site: Site, learner: { id: string; token: string }): Promise<void> {
  const ws = site.origin.replace(/^http/, 'ws');
  const headers = { cookie: `xk_token=${learner.token}`, origin: site.origin };
  await r.check('study and battle sockets upgrade through nginx', async () => {
    for (const p of [`/api/socket/read/${learner.id}/no-course/no-file`, '/api/socket/battle/no-contest']) {
      const s = await openSocket(`${ws}${p}`, headers).catch((e: Error) => {
        throw new Error(`${p}: ${e.message}`);
      });
      s.close();
    }
    return 'HTTP 101 on /api/socket/read/... and /api/socket/battle/...';
  });
  await r.check('socket from a foreign Origin refused', async () => {
    const status = await openSocket(`${ws}/api/socket/battle/no-contest`, {
      ...headers,
      origin: 'https://evil.example',
    })
      .then((s) => {
        s.close();
        return 101;
      })
      .catch((e: { status?: number }) => e.status);
    expect(status === 403, `HTTP ${status}`);
    return 'HTTP 403 (the server compares Origin with the Host nginx passes)';
  });
}
