import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, DIST_DIR, DIST_MAIN } from '../scripts/build.ts';
import { SERVER_ROOT } from '../src/config.ts';

/**
 * The production entry point as `npm start` runs it: `npm run build` compiles the server to dist/main.js,
 * plain `node` (no TypeScript loader) runs it; a fresh DATA_DIR is created, migrated and seeded, the server
 * answers, SIGTERM closes it gracefully (exit code 0) after finishing in-flight work, and a second start on
 * the same DATA_DIR finds the database as it was left.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-main-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const children: ChildProcess[] = [];

beforeAll(async () => {
  await buildServer();
}, 60_000);

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(url: string, ms: number): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url, { method: 'POST' });
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** `npm start -w @xuekao/server` without npm: plain node on the bundle, with no loader inherited from vitest. */
function startCompiled() {
  const { NODE_OPTIONS: _loaders, ...env } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', DIST_MAIN], {
    cwd: SERVER_ROOT,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { text: '' };
  child.stdout?.on('data', (d) => {
    out.text += d;
  });
  child.stderr?.on('data', (d) => {
    out.text += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, exited };
}

async function expectServing() {
  const res = await waitFor(`http://127.0.0.1:${port}/api/sys/config/detail`, 60_000);
  expect((await res.json()).data.siteName).toBe('学考在线学习考试系统');
  const login = await fetch(`http://127.0.0.1:${port}/api/sys/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  expect((await login.json()).code).toBe(0);
}

describe('npm start: the compiled server on plain node', () => {
  it('builds one bundle that needs no TypeScript loader, with the migrations beside it', () => {
    const code = fs.readFileSync(DIST_MAIN, 'utf8');
    // The contracts package (TypeScript source) is inlined; no import of ours or of a .ts file is left.
    expect(code).not.toMatch(/from ["']@xuekao\//);
    expect(code).not.toMatch(/from ["'][^"']+\.ts["']/);
    const landed = fs.readdirSync(path.join(SERVER_ROOT, 'src/db/migrations')).filter((f) => f.endsWith('.sql'));
    expect(landed.length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(DIST_DIR, 'migrations')).filter((f) => f.endsWith('.sql'))).toEqual(landed);
    expect(fs.existsSync(path.join(DIST_DIR, 'migrations/meta/_journal.json'))).toBe(true);
  });

  it('creates, migrates and seeds DATA_DIR, serves, and shuts down gracefully on SIGTERM', async () => {
    const { child, out, exited } = startCompiled();
    await expectServing();
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out.text).toMatch(/seed: \d+ menus added/);
    expect(out.text).toContain('shutting down');
  }, 90_000);

  it('starts again on the same DATA_DIR', async () => {
    const { child, out, exited } = startCompiled();
    await expectServing();
    expect(out.text).not.toContain('menus added');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
