import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';

/**
 * The production entry point as `npm start` runs it: a fresh DATA_DIR is created, migrated and seeded,
 * the server answers, and SIGTERM closes it gracefully (exit code 0) after finishing in-flight work.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-main-'));
const port = 20000 + Math.floor(Math.random() * 20000);
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
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

describe('main.ts', () => {
  it('creates, migrates and seeds DATA_DIR, serves, and shuts down gracefully on SIGTERM', async () => {
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    const res = await waitFor(`http://127.0.0.1:${port}/api/sys/config/detail`, 60_000);
    expect((await res.json()).data.siteName).toBe('学考在线学习考试系统');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    const login = await fetch(`http://127.0.0.1:${port}/api/sys/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    expect((await login.json()).code).toBe(0);

    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 90_000);
});
