/**
 * The build and the server the web speed benchmarks load (bench/bundle.ts, bench/web-speed.ts): the browser
 * tests' server (`e2e/support/server.ts`: a fresh embedded database with the seed and the e2e fixtures) on
 * the production build of the web app.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB = path.join(ROOT, 'apps/web');

/** Builds the web app into `dist` (quietly). */
export function buildWeb(dist: string): void {
  console.log(`building the web app into ${path.relative(ROOT, dist)} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** The browser tests' server (fresh embedded database, seed, the build in `dist`) on `port`. */
export async function startServer(dist: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'support/server.ts'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, PORT: String(port), WEB_DIST: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/docs`, 120_000);
  return child;
}

/** The machine's load (1, 5, 15 min) and cores: the timings below depend on them. */
export function loadLine(): string {
  const [a, b, c] = os.loadavg().map((n) => n.toFixed(2));
  return `load average ${a}, ${b}, ${c} on ${os.cpus().length} cores`;
}
