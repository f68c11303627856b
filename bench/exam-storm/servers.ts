import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/* ---------- cleanup that also runs on failure and Ctrl-C ---------- */

type Cleanup = () => Promise<void>;
const cleanups: Array<{ name: string; fn: Cleanup }> = [];
let cleaning: Promise<void> | null = null;

/** Registers a cleanup step; steps run in reverse order of registration, each at most once. */
export function onCleanup(name: string, fn: Cleanup): void {
  cleanups.push({ name, fn });
}

export function runCleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const c of cleanups.reverse()) {
      try {
        await c.fn();
      } catch (e) {
        console.error(`cleanup ${c.name} failed: ${(e as Error).message}`);
      }
    }
    cleanups.length = 0;
  })();
  return cleaning;
}

/** Ctrl-C, kill and crashes still stop the servers and drop the database. */
export function installSignalHandlers(): void {
  let interrupted = false;
  const stop = (signal: string, code: number) => {
    if (interrupted) {
      console.error(`${signal} again: exiting without waiting for cleanup`);
      process.exit(code);
    }
    interrupted = true;
    console.error(`\n${signal}: cleaning up...`);
    void runCleanup().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stop('SIGINT', 130));
  process.on('SIGTERM', () => stop('SIGTERM', 143));
  process.on('SIGHUP', () => stop('SIGHUP', 129));
  process.on('uncaughtException', (e) => {
    console.error(e);
    stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (e) => {
    console.error(e);
    stop('unhandled rejection', 1);
  });
}

/* ---------- database ---------- */

export function dbUrlOf(pgUrl: string, dbName: string): string {
  const u = new URL(pgUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function adminQuery(pgUrl: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: dbUrlOf(pgUrl, 'postgres') });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Creates a fresh database and registers its drop (unless kept). */
export async function createDatabase(pgUrl: string, dbName: string, keep: boolean): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(dbName)) throw new Error(`bad database name ${dbName}`);
  await adminQuery(pgUrl, `CREATE DATABASE ${dbName}`);
  onCleanup('drop database', async () => {
    if (keep) {
      console.log(`kept database ${dbName} (${dbUrlOf(pgUrl, dbName)})`);
      return;
    }
    await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    console.log(`dropped database ${dbName}`);
  });
  return dbUrlOf(pgUrl, dbName);
}

/* ---------- server processes ---------- */

export interface ServerProc {
  index: number;
  port: number;
  origin: string;
  child: ChildProcess;
  pid: number;
  logFile: string;
}

export interface ServerEnv {
  databaseUrl: string;
  adminPassword: string;
  poolSize: number;
  logLevel: string;
  redisUrl?: string;
  redisPrefix?: string;
  dataDir: string;
  cpuProfDir?: string;
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function waitListening(origin: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${origin}/api/bench-ready`, { method: 'POST', signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      return; // any HTTP answer (the 404 envelope) means it listens
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`server on ${origin} did not start within ${timeoutMs} ms:\n${tail(logFile)}`);
}

/** Stops a server: SIGTERM (graceful, writes the CPU profile), SIGKILL after 20 s. */
async function stopServer(s: ServerProc): Promise<void> {
  const { child } = s;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`): it migrates and seeds the empty
 * database on start. Processes start one after another so only the first one migrates.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is in use (${e.code}): pick another with --port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startServer(index: number, port: number, env: ServerEnv, logDir: string): Promise<ServerProc> {
  // Another server on the port would answer the readiness probe in place of ours.
  await assertPortFree(port);
  const logFile = path.join(logDir, `server-${index}.log`);
  const out = fs.openSync(logFile, 'a');
  const nodeArgs = ['--import', 'tsx'];
  if (env.cpuProfDir) nodeArgs.push('--cpu-prof', '--cpu-prof-dir', env.cpuProfDir);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      ADMIN_PASSWORD: env.adminPassword,
      DB_POOL_SIZE: String(env.poolSize),
      LOG_LEVEL: env.logLevel,
      DATA_DIR: env.dataDir,
      WEB_DIST: '/nonexistent',
      ...(env.redisUrl ? { REDIS_URL: env.redisUrl, REDIS_PREFIX: env.redisPrefix ?? 'xk:' } : {}),
    },
  });
  fs.closeSync(out);
  if (!child.pid) throw new Error('server did not spawn');
  const s: ServerProc = { index, port, origin: `http://127.0.0.1:${port}`, child, pid: child.pid, logFile };
  onCleanup(`stop server ${index}`, () => stopServer(s));
  await waitListening(s.origin, child, logFile, 90_000);
  return s;
}

export async function stopServers(servers: ServerProc[]): Promise<void> {
  await Promise.all(servers.map(stopServer));
}

/** Lines of the server logs at warn level or above (errors the run should mention). */
export function serverLogProblems(servers: ServerProc[], max = 5): string[] {
  const out: string[] = [];
  for (const s of servers) {
    for (const line of tail(s.logFile, 5000).split('\n')) {
      if (!line.trim()) continue;
      try {
        const j = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        if ((j.level ?? 0) >= 40) out.push(`server ${s.index}: ${j.msg ?? ''} ${j.err?.message ?? ''}`.trim());
      } catch {
        out.push(`server ${s.index}: ${line.slice(0, 200)}`);
      }
    }
  }
  const counts = new Map<string, number>();
  for (const l of out) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts.entries()].slice(0, max).map(([l, n]) => (n > 1 ? `${l} (x${n})` : l));
}
