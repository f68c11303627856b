import { type CpuUse, fmtCpu, fmtInt, type Latencies, type LatencySummary, round } from '../exam-storm/stats.ts';
import type { Options } from './args.ts';
import type { CreditCheck, DurabilityCheck } from './checks.ts';

/** A latency summary with p95 (exam-storm's has p90). */
export type Lat = LatencySummary & { p95: number };
export const summarize = (l: Latencies): Lat => ({ ...l.summary(), p95: round(l.pct(95)) });

export interface HeartbeatFigures {
  wanted: number;
  opened: number;
  openSeconds: number;
  openErrors: Array<{ msg: string; count: number }>;
  openErrorCount: number;
  openLatency: Lat;
  pingsSent: number;
  replies: number;
  latency: Lat;
  /** p99 of each second of the phase (by send time): median and worst, and the slowest seconds. */
  perSecondP99Median: number;
  perSecondP99Worst: number;
  slowestSeconds: Array<{ s: number; max: number; n: number }>;
}

export interface SteadyFigures extends HeartbeatFigures {
  openAtEnd: number;
  /** Pings still without a reply after the drain. */
  missing: number;
  drainMs: number;
  stoppedMsgs: number;
  unexpectedCloses: number;
  creditJumps: number;
  problems: Array<{ msg: string; count: number }>;
  /** Everything that went wrong: failed opens, problems on open sockets, missing replies. */
  errors: number;
  cpu: CpuUse;
}

export interface DurabilityFigures extends HeartbeatFigures {
  killAfterSec: number;
  restartSeconds: number;
  check: DurabilityCheck;
}

export interface RunFigures {
  when: string;
  machine: { cores: number; postgres: string; node: string };
  options: Options;
  database: string;
  setupSeconds: number;
  backgroundCpu: number;
  steady: SteadyFigures;
  credit: CreditCheck;
  durability?: DurabilityFigures;
  serverRssMb: number;
  serverLogProblems: string[];
  totalSeconds: number;
}

const mark = (ok: boolean) => (ok ? 'met' : 'BELOW TARGET');
const lat = (l: Lat) => `p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`;

export function formatSummary(f: RunFigures): string {
  const o = f.options;
  const L: string[] = [];
  const line = (label: string, text: string) => L.push(`${label.padEnd(15)}${text}`);
  L.push('', '='.repeat(100));
  L.push(
    `study-storm  ${f.when}  ${f.machine.cores} cores, ${f.machine.postgres}, node ${f.machine.node}, ` +
      `1 server process, DB_POOL_SIZE ${o.poolSize}, LOG_LEVEL ${o.logLevel}`,
  );
  L.push('='.repeat(100));
  line(
    'background',
    `${f.backgroundCpu}% of ${f.machine.cores * 100}% busy before the run${f.backgroundCpu > 20 ? ' (other processes compete for the cores: figures are pessimistic)' : ''}`,
  );
  line(
    'setup',
    `${f.setupSeconds} s (database ${f.database}, ${fmtInt(o.learners)} learners, one course, one document file)`,
  );
  const s = f.steady;
  line(
    'sockets',
    `${fmtInt(s.opened)}/${fmtInt(s.wanted)} opened in ${s.openSeconds} s (connect to status message ${lat(s.openLatency)}); ` +
      `open at the end ${fmtInt(s.openAtEnd)}`,
  );
  for (const e of s.openErrors) line('', `open error x${fmtInt(e.count)}: ${e.msg}`);
  line(
    'heartbeats',
    `ping every ${o.interval} s for ${o.seconds} s: sent ${fmtInt(s.pingsSent)} (${fmtInt(s.pingsSent / o.seconds)}/s), ` +
      `replies ${fmtInt(s.replies)}, drain ${s.drainMs} ms`,
  );
  line('', `latency ${lat(s.latency)}    target p99 < 50 ms: ${mark(s.latency.p99 < 50)}`);
  line(
    '',
    `per second: p99 median ${s.perSecondP99Median} ms, worst ${s.perSecondP99Worst} ms; slowest seconds ` +
      s.slowestSeconds.map((x) => `#${x.s} (max ${x.max} ms, ${fmtInt(x.n)} beats)`).join(', '),
  );
  line(
    '',
    `errors ${fmtInt(s.errors)}: failed opens ${fmtInt(s.openErrorCount)}, unexpected closes ${fmtInt(s.unexpectedCloses)}, ` +
      `stop messages ${fmtInt(s.stoppedMsgs)}, missing replies ${fmtInt(s.missing)}    target 0: ${mark(s.errors === 0)}`,
  );
  for (const p of s.problems) line('', `x${fmtInt(p.count)}: ${p.msg.slice(0, 160)}`);
  if (s.creditJumps)
    line('', `replies whose learnSec fell or rose more than a heartbeat may credit: ${fmtInt(s.creditJumps)}`);
  line('', `cpu ${fmtCpu(s.cpu)}`);
  const c = f.credit;
  line(
    'credit',
    `database = last reply for ${fmtInt(c.equal)}/${fmtInt(c.learners)} learners; behind (LOST) ${fmtInt(c.behind)}, ` +
      `ahead (reply missing) ${fmtInt(c.ahead)}, no row ${fmtInt(c.noRow)}    target 0 lost: ${mark(c.behind === 0 && c.noRow === 0)}`,
  );
  line(
    '',
    `above the time the socket was open (+1 s, INVENTED) ${fmtInt(c.invented)}    target 0: ${mark(c.invented === 0)}; ` +
      `course total differs from the file's ${fmtInt(c.courseMismatch)}`,
  );
  line(
    '',
    `sum: database ${fmtInt(c.sumDbSec)} s, last replies ${fmtInt(c.sumLastReplySec)} s, sockets open ${fmtInt(c.sumOpenSec)} s ` +
      `(${c.sumOpenSec ? round((c.sumDbSec / c.sumOpenSec) * 100) : 0}% credited: the time after a socket's last heartbeat earns nothing)`,
  );
  for (const x of c.samples) line('', x);
  const d = f.durability;
  if (d) {
    const k = d.check;
    line(
      'durability',
      `${fmtInt(d.opened)}/${fmtInt(d.wanted)} sockets on a second course, kill -9 after ${d.killAfterSec} s of heartbeats ` +
        `(sent ${fmtInt(d.pingsSent)}, replies ${fmtInt(d.replies)}, ${lat(d.latency)}); restart ${d.restartSeconds} s`,
    );
    line(
      '',
      `database >= last acknowledged learnSec for ${fmtInt(k.kept)}/${fmtInt(k.learners)} (${fmtInt(k.acked)} had a reply; ` +
        `${fmtInt(k.aheadOfAck)} hold a beat whose reply died with the server, ${fmtInt(k.unansweredAtKill)} pings unanswered at the kill)`,
    );
    line(
      '',
      `LOST acknowledged ${fmtInt(k.lost)}, no row ${fmtInt(k.noRow)}    target 0: ${mark(k.lost === 0 && k.noRow === 0)}; ` +
        `INVENTED ${fmtInt(k.invented)}    target 0: ${mark(k.invented === 0)}`,
    );
    line(
      '',
      `seconds lost to the kill per learner (earned by the kill - database): p50 ${k.lostSec.p50}, p99 ${k.lostSec.p99}, ` +
        `max ${k.lostSec.max}, mean ${k.lostSec.mean}; over ${o.interval} s + 2 s: ${fmtInt(k.overInterval)}    ` +
        `target at most one heartbeat interval: ${mark(k.lostSec.max <= o.interval + 2)}`,
    );
    line(
      '',
      `sum: database ${fmtInt(k.sumDbSec)} s, acknowledged ${fmtInt(k.sumAckedSec)} s, earned by the kill ${fmtInt(k.sumWouldHaveSec)} s`,
    );
    for (const x of k.samples) line('', x);
  }
  line('server rss', `${f.serverRssMb} MB at the end of the heartbeat phase`);
  for (const x of f.serverLogProblems) line('server log', x);
  line('total', `${f.totalSeconds} s`);
  L.push('='.repeat(100));
  return L.join('\n');
}
