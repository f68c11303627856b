import fs from 'node:fs';
import os from 'node:os';

/** Latency samples in milliseconds; percentiles by sorting once (a run holds at most a few 100k samples). */
export class Latencies {
  private readonly xs: number[] = [];
  private sorted: Float64Array | null = null;

  add(ms: number): void {
    this.xs.push(ms);
    this.sorted = null;
  }

  get count(): number {
    return this.xs.length;
  }

  private sort(): Float64Array {
    if (!this.sorted) this.sorted = Float64Array.from(this.xs).sort();
    return this.sorted;
  }

  /** The p-th percentile (0..100, nearest rank); 0 without samples. */
  pct(p: number): number {
    const s = this.sort();
    if (!s.length) return 0;
    return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
  }

  max(): number {
    const s = this.sort();
    return s.length ? (s[s.length - 1] ?? 0) : 0;
  }

  mean(): number {
    return this.xs.length ? this.xs.reduce((a, b) => a + b, 0) / this.xs.length : 0;
  }

  summary(): LatencySummary {
    return {
      count: this.count,
      p50: round(this.pct(50)),
      p90: round(this.pct(90)),
      p99: round(this.pct(99)),
      max: round(this.max()),
      mean: round(this.mean()),
    };
  }
}

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Counts error messages by text, for "the first few distinct errors". */
export class ErrorCounts {
  readonly byText = new Map<string, number>();
  total = 0;

  add(text: string): void {
    this.total++;
    this.byText.set(text, (this.byText.get(text) ?? 0) + 1);
  }

  top(n = 5): Array<{ msg: string; count: number }> {
    return [...this.byText.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([msg, count]) => ({ msg, count }));
  }
}

/* ---------- CPU accounting from /proc (Linux) ---------- */

const TICKS_PER_SEC = 100;

export interface CpuSnap {
  at: number;
  /** Machine ticks: all and idle (idle + iowait). */
  total: number;
  idle: number;
  /** Machine ticks in interrupts and softirqs (loopback TCP is processed there, attributed to no process). */
  irq: number;
  /** Ticks (user + system) per group: server, postgres, redis, pgbench (with this process's reaped children). */
  groups: Record<string, number>;
  /** This process (all threads), microseconds. */
  client: NodeJS.CpuUsage;
}

function procTicks(pid: string): { comm: string; ticks: number } | null {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = raw.lastIndexOf(')');
    const comm = raw.slice(raw.indexOf('(') + 1, close);
    const f = raw.slice(close + 2).split(' ');
    // utime + stime + cutime + cstime: a parent collects the time of children it reaped (the postmaster
    // of ended backends, this process of pgbench), so short-lived processes are not lost.
    return { comm, ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

/** Snapshot of machine and per-group CPU time; `serverPids` are the server processes of this run. */
export function snapCpu(serverPids: number[]): CpuSnap {
  const groups: Record<string, number> = { server: 0, postgres: 0, redis: 0, pgbench: 0 };
  let total = 0;
  let idle = 0;
  let irq = 0;
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    idle = (f[3] ?? 0) + (f[4] ?? 0);
    irq = (f[5] ?? 0) + (f[6] ?? 0);
    const servers = new Set(serverPids.map(String));
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const p = procTicks(pid);
      if (!p) continue;
      if (servers.has(pid)) groups.server = (groups.server ?? 0) + p.ticks;
      else if (p.comm === 'postgres') groups.postgres = (groups.postgres ?? 0) + p.ticks;
      else if (p.comm.startsWith('redis-server')) groups.redis = (groups.redis ?? 0) + p.ticks;
      else if (p.comm === 'pgbench') groups.pgbench = (groups.pgbench ?? 0) + p.ticks;
    }
    // pgbench runs as a child of this process: once reaped, its time is in our cutime + cstime.
    const mine = fs.readFileSync('/proc/self/stat', 'utf8');
    const f2 = mine.slice(mine.lastIndexOf(')') + 2).split(' ');
    groups.pgbench = (groups.pgbench ?? 0) + Number(f2[13]) + Number(f2[14]);
  } catch {
    // not Linux: CPU figures stay 0
  }
  return { at: Date.now(), total, idle, irq, groups, client: process.cpuUsage() };
}

/** CPU use between two snapshots in percent of ONE core (a 2-core machine tops out at 200). */
export interface CpuUse {
  cores: number;
  machine: number;
  client: number;
  server: number;
  postgres: number;
  redis: number;
  pgbench: number;
  /** Interrupts and softirqs of the kernel (network), attributed to no process. */
  irq: number;
  /** Everything else on the machine (other users of the cores distort the figures). */
  other: number;
}

export function cpuBetween(a: CpuSnap, b: CpuSnap): CpuUse {
  const secs = Math.max(0.001, (b.at - a.at) / 1000);
  const cores = os.cpus().length;
  const g = (k: string) => round((((b.groups[k] ?? 0) - (a.groups[k] ?? 0)) / TICKS_PER_SEC / secs) * 100, 0);
  const dt = b.total - a.total;
  const usedClient = b.client.user + b.client.system - a.client.user - a.client.system;
  const machine = dt > 0 ? round(((dt - (b.idle - a.idle)) / dt) * cores * 100, 0) : 0;
  const client = round((usedClient / 1e6 / secs) * 100, 0);
  const irq = dt > 0 ? round(((b.irq - a.irq) / dt) * cores * 100, 0) : 0;
  const known = { server: g('server'), postgres: g('postgres'), redis: g('redis'), pgbench: g('pgbench') };
  const other = Math.max(0, machine - client - irq - known.server - known.postgres - known.redis - known.pgbench);
  return { cores, machine, client, ...known, irq, other };
}

export function fmtCpu(c: CpuUse): string {
  const parts = [`machine ${c.machine}% of ${c.cores * 100}%`, `client ${c.client}%`, `server ${c.server}%`];
  parts.push(`postgres ${c.postgres}%`);
  if (c.redis) parts.push(`redis ${c.redis}%`);
  if (c.pgbench) parts.push(`pgbench ${c.pgbench}%`);
  parts.push(`kernel irq ${c.irq}%`, `other processes ${c.other}%`);
  return parts.join(', ');
}

/** Resident memory of a process in MB (0 when unknown). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
