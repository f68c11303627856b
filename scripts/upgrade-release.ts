/**
 * A release of the server started from a source tree (`node --import tsx apps/server/src/main.ts`, as the
 * systemd unit runs the built one), for `npm run upgrade:check`: production mode, its own port and log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Release {
  port: number;
  child: ChildProcess;
  logFile: string;
  exited: Promise<void>;
}

export function startRelease(root: string, port: number, env: Record<string, string>, logDir: string): Release {
  const logFile = path.join(logDir, `server-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DRAIN_SECONDS: '0',
      ...env,
    },
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { port, child, logFile, exited };
}

const running = (r: Release) => r.child.exitCode === null && r.child.signalCode === null;
const tail = (r: Release) => fs.readFileSync(r.logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n');

/** Until the release answers /api/ready with 200; throws with its log when it exits or times out. */
export async function waitUp(r: Release, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!running(r)) throw new Error(`the server on ${r.port} exited early:\n${tail(r)}`);
    const ok = await fetch(`http://127.0.0.1:${r.port}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${r.port} was not ready within ${timeoutMs} ms:\n${tail(r)}`);
}

/** Until the release's log holds `text`. */
export async function waitLog(r: Release, text: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!fs.readFileSync(r.logFile, 'utf8').includes(text)) {
    if (!running(r)) throw new Error(`the server on ${r.port} exited early:\n${tail(r)}`);
    if (Date.now() > until) throw new Error(`the server on ${r.port} never logged "${text}":\n${tail(r)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, SIGKILL after `killAfterMs`. */
export async function stopRelease(r: Release, killAfterMs: number): Promise<void> {
  if (!running(r)) return;
  r.child.kill('SIGTERM');
  const timer = setTimeout(() => r.child.kill('SIGKILL'), killAfterMs);
  await r.exited;
  clearTimeout(timer);
}
