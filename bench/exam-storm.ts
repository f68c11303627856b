/**
 * Exam storm benchmark (docs/EXAMS.md, bench/README.md): against the real server on PostgreSQL, N learners
 * hold exam sockets, create papers and save answers at a steady open-loop rate; prints sustained
 * fill-answer/s, latency, errors, how many acknowledged answers the database holds afterwards, a start
 * storm of 100-question papers, and a raw UPDATE baseline (pgbench and a node-postgres loop) on the same
 * database. A measurement, not a test: exits 0 below target too.
 *
 * Run: `npm run bench:exam-storm [-- --learners 10000 --rate 2500 --seconds 30 --procs 1 ...]`
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust), pgbench for that baseline, Redis for --procs 2+.
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseOptions } from './exam-storm/args.ts';
import { type BaselineResult, createSlotTable, havePgbench, runPgbench, runPgLoop } from './exam-storm/baseline.ts';
import { Api, SocketFleet } from './exam-storm/client.ts';
import { adminLogin, createExam, createRepo, insertBank, insertLearners, purgeRedisPrefix } from './exam-storm/data.ts';
import { type DeadlineStormResult, deadlineStorm, formatDeadline } from './exam-storm/deadline-storm.ts';
import { formatHand, type HandStormResult, handStorm } from './exam-storm/hand-storm.ts';
import { mixedPhase } from './exam-storm/mixed-storm.ts';
import { monoUs, profilesIn, summarizeProfile } from './exam-storm/profile.ts';
import { formatSummary, type RunFigures, type SocketFigures } from './exam-storm/report.ts';
import {
  createDatabase,
  installSignalHandlers,
  onCleanup,
  runCleanup,
  type ServerProc,
  serverLogProblems,
  startServer,
  stopServers,
} from './exam-storm/servers.ts';
import { type CpuUse, cpuBetween, fmtCpu, round, rssMb, snapCpu } from './exam-storm/stats.ts';
import { createFillPapers, fillStorm, loadPaperQus, startStorm, verifyAnswers } from './exam-storm/storms.ts';

const t0 = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${msg}`);

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  installSignalHandlers();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 14);
  const dbName = `xk_bench_${stamp}_${randomBytes(2).toString('hex')}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-exam-storm-'));
  onCleanup('temporary files', async () => {
    if (o.keep || o.cpuProf) console.log(`server logs and profiles kept in ${tmpDir}`);
    else fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  // ---- what else runs on the machine: other load on these cores lowers every figure
  const idleA = snapCpu([]);
  await new Promise((r) => setTimeout(r, 3000));
  const background = cpuBetween(idleA, snapCpu([]));
  log(`background load before the run: ${background.machine}% of ${background.cores * 100}%`);

  // ---- database, servers, data
  log(`creating database ${dbName}`);
  const dbUrl = await createDatabase(o.pgUrl, dbName, o.keep);
  const redis = o.procs > 1 ? { url: o.redisUrl, prefix: `xkbench:${dbName}:` } : undefined;
  if (redis) onCleanup('redis keys', async () => void (await purgeRedisPrefix(redis.url, redis.prefix)));
  const adminPassword = randomBytes(12).toString('base64url');
  const servers: ServerProc[] = [];
  for (let k = 0; k < o.procs; k++) {
    log(`starting server ${k} on port ${o.port + k} (migrates and seeds)`);
    servers.push(
      await startServer(
        k,
        o.port + k,
        {
          databaseUrl: dbUrl,
          adminPassword,
          poolSize: o.poolSize,
          logLevel: o.logLevel,
          redisUrl: redis?.url,
          redisPrefix: redis?.prefix,
          dataDir: path.join(tmpDir, 'data'),
          cpuProfDir: o.cpuProf ? path.join(tmpDir, 'profiles') : undefined,
        },
        tmpDir,
      ),
    );
  }
  const api = new Api(
    servers.map((s) => s.origin),
    o.httpConns,
  );
  onCleanup('http pools', () => api.close());
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  onCleanup('database client', () => db.end());
  const pgVersion = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';

  const adminToken = await adminLogin(api, adminPassword);
  const repoId = await createRepo(api, adminToken);
  await insertBank(db, repoId, Math.max(o.startQus, o.fillQus) + 20);
  const startCount = o.skipStart ? 0 : o.startLearners;
  log(`inserting ${o.learners + startCount} learners with sessions${redis ? ' (sessions in Redis)' : ''}`);
  const all = await insertLearners(db, o.learners + startCount, o.procs, redis);
  const fillLearners = all.slice(0, o.learners);
  const startLearners = all.slice(o.learners);
  const startExamId = await createExam(api, adminToken, repoId, '压测开考风暴', o.startQus);
  const fillExamId = await createExam(api, adminToken, repoId, '压测答题风暴', o.fillQus);
  const setupSeconds = round((Date.now() - t0) / 1000);
  const pids = servers.map((s) => s.pid);

  // ---- fill papers first: an exam socket joins only with a paper of the exam in progress (issue 24 item 7)
  log(`creating ${fillLearners.length} fill papers (${o.createConcurrency} concurrent)`);
  const fillPapers = await createFillPapers(api, fillLearners, fillExamId, o.createConcurrency);
  log(`fill papers: ${fillPapers.perSec}/s, errors ${fillPapers.errors}, p99 ${fillPapers.latency.p99} ms`);
  await loadPaperQus(db, fillLearners);
  // Fresh bulk-loaded tables have no planner statistics yet; a live site's autovacuum would have them.
  await db.query('analyze el_paper, el_paper_qu');

  // ---- exam sockets, held through the start storm and the fill storm
  const fleet = new SocketFleet();
  const wantSockets = o.skipSockets ? 0 : o.sockets;
  let socketsOpenSeconds = 0;
  if (wantSockets) {
    log(`opening ${wantSockets} exam sockets`);
    const ts = Date.now();
    await fleet.open(
      Array.from({ length: wantSockets }, (_, i) => {
        const l = fillLearners[i % fillLearners.length]!;
        const ws = servers[l.server]!.origin.replace(/^http/, 'ws');
        return { url: `${ws}/api/socket/exam/${l.id}/${fillExamId}/pc?token=${encodeURIComponent(l.token)}` };
      }),
      200,
    );
    socketsOpenSeconds = round((Date.now() - ts) / 1000);
    log(`${fleet.opened} sockets open in ${socketsOpenSeconds} s`);
  }

  // ---- start storm
  let startFig: RunFigures['startStorm'];
  const windows: Array<{ name: string; fromUs: number; toUs: number }> = [];
  if (startCount) {
    log(`start storm: ${startCount} learners, ${o.startMode === 'even' ? `evenly over ${o.startWindow} s` : 'burst'}`);
    const a = snapCpu(pids);
    const from = monoUs();
    const r = await startStorm(api, startLearners, startExamId, o.startMode, o.startWindow);
    windows.push({ name: `the start storm (${o.startMode})`, fromUs: from, toUs: monoUs() });
    const cpu = cpuBetween(a, snapCpu(pids));
    const { rows } = await db.query<{ papers: number; qus: number }>(
      `select count(distinct p.id)::int as papers, count(pq.qu_id)::int as qus
       from el_paper p left join el_paper_qu pq on pq.paper_id = p.id where p.exam_id = $1`,
      [startExamId],
    );
    startFig = { ...r, papers: rows[0]?.papers ?? 0, paperQus: rows[0]?.qus ?? 0, cpu };
    log(`start storm: ok ${r.ok}, errors ${r.errors}, p99 ${r.latency.p99} ms, wall ${r.wallMs} ms`);
  }

  // ---- the fill storm (its papers were created before the sockets opened)
  log(`fill storm: ${o.rate}/s for ${o.seconds} s`);
  const pongsBefore = { sent: fleet.pingsSent, pongs: fleet.pongs };
  const cpuA = snapCpu(pids);
  const profFrom = monoUs();
  const { result: fill, slots } = await fillStorm(api, fillLearners, o.rate, o.seconds, Math.max(1000, o.rate));
  const profTo = monoUs();
  const fillCpu = cpuBetween(cpuA, snapCpu(pids));
  const serverRssMb = pids.map(rssMb);
  log(`fill storm: sustained ${fill.sustained}/s, p99 ${fill.latency.p99} ms, errors ${fill.errors}`);

  let socketFig: SocketFigures | undefined;
  if (wantSockets) {
    socketFig = {
      wanted: wantSockets,
      opened: fleet.opened,
      openSeconds: socketsOpenSeconds,
      openErrors: fleet.openErrors.top(),
      openLatency: fleet.openLatency.summary(),
      openAtEnd: fleet.openNow,
      pingsSent: fleet.pingsSent - pongsBefore.sent,
      pongs: fleet.pongs - pongsBefore.pongs,
      missedPongs: fleet.missedPongs,
      unexpectedCloses: fleet.unexpectedCloses,
      pongLatency: fleet.pongLatency.summary(),
    };
    await fleet.closeAll();
  }

  log('verifying acknowledged answers in el_paper_qu');
  const verify = await verifyAnswers(db, slots);

  // ---- hand-in storm: every fill learner hands in (grading and the statistics roll-ups of one exam)
  let hand: HandStormResult | undefined;
  let handCpu: CpuUse | undefined;
  windows.push({ name: `the fill storm (${o.seconds} s)`, fromUs: profFrom, toUs: profTo });
  let mixedText = '';
  if (!o.skipHand && o.mixed) {
    const m = await mixedPhase({ api, db, adminToken, learners: fillLearners, examId: fillExamId, o, pids, log });
    ({ hand, handCpu, text: mixedText } = m);
    windows.push(m.window);
  } else if (!o.skipHand) {
    log(`hand-in storm: ${fillLearners.length} papers, ${o.createConcurrency} concurrent`);
    const a = snapCpu(pids);
    const from = monoUs();
    hand = await handStorm(api, db, fillLearners, fillExamId, o.createConcurrency);
    windows.push({ name: 'the hand-in storm', fromUs: from, toUs: monoUs() });
    handCpu = cpuBetween(a, snapCpu(pids));
    log(`hand-in storm: ${hand.perSec}/s, p99 ${hand.latency.p99} ms, errors ${hand.errors}`);
  }

  // ---- deadline storm: every fill learner's paper due at once, handed in by the servers' sweepers
  let deadline: DeadlineStormResult | undefined;
  if (!o.skipDeadline) {
    log(`deadline storm: ${fillLearners.length} papers due together, ${o.procs} process(es) sweeping`);
    let from = 0;
    deadline = await deadlineStorm(db, fillLearners, fillExamId, {
      leadMs: 3000,
      timeoutMs: 120_000,
      onCpu: () => {
        const a = snapCpu(pids);
        from = monoUs();
        return () => cpuBetween(a, snapCpu(pids));
      },
    });
    windows.push({ name: 'the deadline storm', fromUs: from, toUs: monoUs() });
    log(`deadline storm: last handed ${deadline.lastHandedMs} ms after the deadline, left open ${deadline.leftOpen}`);
  }

  // ---- the servers are done: stop them (this writes the CPU profiles), then the raw baselines
  await stopServers(servers);
  const baselines: RunFigures['baselines'] = [];
  const conns = o.poolSize * o.procs;
  const kinds: Array<'pgbench' | 'pg'> =
    o.baseline === 'both' ? ['pgbench', 'pg'] : o.baseline === 'none' ? [] : [o.baseline];
  for (const kind of kinds) {
    let b: BaselineResult;
    let a = snapCpu([]);
    if (kind === 'pgbench') {
      if (!(await havePgbench())) {
        log('pgbench not found: skipped');
        continue;
      }
      const n = await createSlotTable(db, fillLearners);
      log(`raw baseline: pgbench, ${conns} connections, ${o.baselineSeconds} s`);
      a = snapCpu([]);
      b = await runPgbench(dbUrl, n, conns, o.baselineSeconds, tmpDir);
    } else {
      log(`raw baseline: node-postgres loop of the server's statement, ${conns} connections, ${o.baselineSeconds} s`);
      b = await runPgLoop(dbUrl, fillLearners, conns, o.baselineSeconds);
    }
    // Let the ended backends exit and be reaped, so their CPU time reaches the postmaster's account.
    await new Promise((r) => setTimeout(r, 500));
    const cpu: CpuUse = cpuBetween(a, snapCpu([]));
    baselines.push({ ...b, cpu, ratio: b.updatesPerSec ? fill.sustained / b.updatesPerSec : 0 });
    log(`${kind}: ${b.updatesPerSec} updates/s`);
  }

  const figures: RunFigures = {
    when: new Date().toISOString(),
    machine: { cores: os.cpus().length, postgres: `PostgreSQL ${pgVersion}`, node: process.version },
    options: o,
    database: dbName,
    setupSeconds,
    backgroundCpu: background.machine,
    sockets: socketFig,
    startStorm: startFig,
    fillPapers,
    fillStorm: { ...fill, cpu: fillCpu },
    verify,
    baselines,
    serverRssMb,
    serverLogProblems: serverLogProblems(servers),
    totalSeconds: round((Date.now() - t0) / 1000),
  };
  console.log(formatSummary(figures));
  if (hand) {
    const cpu = handCpu ? `\n                  cpu ${fmtCpu(handCpu)}` : '';
    console.log((mixedText || formatHand(hand)) + cpu);
  }
  if (deadline) console.log(formatDeadline(deadline, o.procs));
  if (o.cpuProf) {
    for (const file of profilesIn(path.join(tmpDir, 'profiles'))) {
      for (const w of windows) {
        console.log(`\nCPU profile of ${w.name} (${path.basename(file)}):`);
        console.log(summarizeProfile(file, { fromUs: w.fromUs, toUs: w.toUs }));
      }
    }
  }
  if (o.json) {
    fs.writeFileSync(o.json, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`figures written to ${o.json}`);
  }
}

main()
  .then(async () => {
    await runCleanup();
    process.exit(0);
  })
  .catch(async (e) => {
    console.error(e);
    await runCleanup();
    process.exit(1);
  });
