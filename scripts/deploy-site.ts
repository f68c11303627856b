/**
 * The server processes of `npm run deploy:check`, started the way deploy/systemd starts them: the unit's
 * ExecStart (with this Node instead of /usr/bin/node), its Environment= lines with the port as instance name,
 * and the settings of deploy/systemd/xuekao.env.example, with the check's own database, Redis prefix and
 * folders in place of the site's. No other variable of this shell reaches them (systemd passes none either).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const UNIT_FILE = path.join(REPO_ROOT, 'deploy/systemd/xuekao@.service');
export const ENV_EXAMPLE = path.join(REPO_ROOT, 'deploy/systemd/xuekao.env.example');

export interface UnitSettings {
  /** ExecStart split on spaces (the unit quotes nothing). */
  execStart: string[];
  /** Environment= assignments, `%i` still in them. */
  environment: Record<string, string>;
  workingDirectory: string;
  killSignal: string;
  timeoutStopSec: number;
}

/** `30s`, `1min 30s`, `90` (seconds) as systemd reads a time span; NaN when unreadable. */
export function parseTimeSpan(text: string): number {
  const units: Record<string, number> = { '': 1, s: 1, sec: 1, m: 60, min: 60, h: 3600, hr: 3600 };
  let total = 0;
  for (const part of text.trim().split(/\s+/)) {
    const m = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(part);
    const unit = m ? units[m[2]!] : undefined;
    if (!m || unit === undefined) return Number.NaN;
    total += Number(m[1]) * unit;
  }
  return total;
}

/** KEY=value pairs of an Environment= line (space separated, optionally double-quoted). */
function assignments(line: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of line.matchAll(/"([^"=]+)=([^"]*)"|(\S+?)=(\S*)/g)) out[m[1] ?? m[3]!] = m[2] ?? m[4]!;
  return out;
}

/** The [Service] settings the check needs; throws when the unit lacks one. */
export function parseUnit(text: string): UnitSettings {
  const values = new Map<string, string[]>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';') || line.startsWith('[')) continue;
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    const key = line.slice(0, eq).trim();
    values.set(key, [...(values.get(key) ?? []), line.slice(eq + 1).trim()]);
  }
  const one = (key: string) => {
    const v = values.get(key)?.at(-1);
    if (v === undefined) throw new Error(`${path.relative(REPO_ROOT, UNIT_FILE)} has no ${key}=`);
    return v;
  };
  const environment = Object.assign({}, ...(values.get('Environment') ?? []).map(assignments));
  return {
    execStart: one('ExecStart').split(/\s+/),
    environment,
    workingDirectory: one('WorkingDirectory'),
    killSignal: one('KillSignal'),
    timeoutStopSec: parseTimeSpan(one('TimeoutStopSec')),
  };
}

/** An EnvironmentFile: KEY=value lines; blank lines and # comments skipped, surrounding quotes dropped. */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!m) throw new Error(`not KEY=value: ${line}`);
    out[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1');
  }
  return out;
}

export interface SiteProcess {
  port: number;
  child: ChildProcess;
  logFile: string;
  startedAt: number;
  /** Resolves when the process has exited: when, and how. */
  exited: Promise<{ at: number; code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nobody listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ProcessPlan {
  unit: UnitSettings;
  /** The env file's settings with the check's replacements applied. */
  env: Record<string, string>;
  logDir: string;
}

/** Every process started, so the cleanup stops them all, even one started while it runs. */
const started: SiteProcess[] = [];
let stopping = false;

/** Starts one process as `systemctl start xuekao@<port>` would (same command, same environment). */
export function startProcess(plan: ProcessPlan, port: number): SiteProcess {
  if (stopping) throw new Error('stopping: no new process');
  const [program, ...args] = plan.unit.execStart;
  if (!program?.endsWith('/node')) throw new Error(`ExecStart does not run node: ${plan.unit.execStart.join(' ')}`);
  const unitEnv = Object.fromEntries(
    Object.entries(plan.unit.environment).map(([k, v]) => [k, v.replaceAll('%i', String(port))]),
  );
  const logFile = path.join(plan.logDir, `server-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  // systemd: the unit's Environment= first, the EnvironmentFile over it.
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', out, out],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...unitEnv, ...plan.env },
  });
  fs.closeSync(out);
  const exited = new Promise<{ at: number; code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ at: performance.now(), code, signal })),
  );
  const p = { port, child, logFile, startedAt: performance.now(), exited };
  started.push(p);
  return p;
}

/** Stops every process started (and refuses new ones): the cleanup. */
export async function stopAll(killAfterMs: number): Promise<void> {
  stopping = true;
  await Promise.all(started.filter(isRunning).map((p) => stopProcess(p, killAfterMs)));
}

export const isRunning = (p: SiteProcess) => p.child.exitCode === null && p.child.signalCode === null;

export function logTail(p: SiteProcess, lines = 20): string {
  try {
    return fs.readFileSync(p.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Waits until the process itself answers /api/ready with 200 (migrated, seeded, database and Redis up). */
export async function waitReady(p: SiteProcess, timeoutMs: number): Promise<number> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (!isRunning(p)) throw new Error(`the process on ${p.port} exited early:\n${logTail(p)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${p.port}/api/ready`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - p.startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the process on ${p.port} was not ready within ${timeoutMs} ms:\n${logTail(p)}`);
}

/** SIGTERM (what systemctl stop sends), SIGKILL after `killAfterMs` like TimeoutStopSec. */
export async function stopProcess(p: SiteProcess, killAfterMs: number): Promise<void> {
  if (!isRunning(p)) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), killAfterMs);
  await p.exited;
  clearTimeout(timer);
}

/** `name{labels} value` of a Prometheus text answer (first match), or null. */
export function metricValue(text: string, name: string, labels = ''): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name}${labels ? `{${labels}}` : ''} `)) return Number(line.split(' ').at(-1));
  }
  return null;
}
