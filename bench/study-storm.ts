/**
 * Study storm benchmark (docs/COURSES.md, bench/README.md): against the real server on PostgreSQL, N
 * learners hold study sockets on one course's document file and send `ping` every 10 s; prints heartbeat
 * latency, errors, CPU, whether the database holds exactly the credit the replies acknowledged (none lost,
 * none invented), and, after kill -9 of the server mid-run, that no acknowledged credit is lost. A
 * measurement, not a test: exits 0 below target too.
 *
 * Run: `npm run bench:study-storm [-- --learners 10000 --seconds 60 --kill-after 30 ...]`
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STUDY } from '@xuekao/contracts';
import pg from 'pg';
import { insertLearners, type Learner } from './exam-storm/data.ts';
import {
  createDatabase,
  installSignalHandlers,
  onCleanup,
  runCleanup,
  type ServerEnv,
  type ServerProc,
  serverLogProblems,
  startServer,
  stopServers,
} from './exam-storm/servers.ts';
import { cpuBetween, round, rssMb, snapCpu } from './exam-storm/stats.ts';
import { type Options, parseOptions } from './study-storm/args.ts';
import { checkCredit, checkDurability } from './study-storm/checks.ts';
import { type BenchCourse, insertCourse, readLearn } from './study-storm/data.ts';
import { StudyFleet } from './study-storm/fleet.ts';
import {
  type DurabilityFigures,
  formatSummary,
  type HeartbeatFigures,
  type RunFigures,
  summarize,
} from './study-storm/report.ts';

const t0 = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens one study socket per learner on the course's file. */
async function openFleet(o: Options, server: ServerProc, learners: Learner[], c: BenchCourse): Promise<StudyFleet> {
  const fleet = new StudyFleet(STUDY.MAX_CREDIT_SEC);
  const ws = server.origin.replace(/^http/, 'ws');
  await fleet.open(
    learners.map((l) => ({
      userId: l.id,
      url: `${ws}/api/socket/read/${l.id}/${c.courseId}/${c.fileId}?token=${encodeURIComponent(l.token)}`,
    })),
    o.openConcurrency,
  );
  return fleet;
}

/** Heartbeat figures of a fleet (latency overall and per second of the phase). */
function heartbeatFigures(fleet: StudyFleet, wanted: number, openSeconds: number): HeartbeatFigures {
  const secs = fleet.perSecond
    .map((l, s) => ({ s, n: l?.count ?? 0, p99: l ? round(l.pct(99)) : 0, max: l ? round(l.max()) : 0 }))
    .filter((x) => x.n > 0);
  const p99s = secs.map((x) => x.p99).sort((a, b) => a - b);
  return {
    wanted,
    opened: fleet.sockets.length,
    openSeconds,
    openErrors: fleet.openErrors.top(),
    openErrorCount: fleet.openErrors.total,
    openLatency: summarize(fleet.openLatency),
    pingsSent: fleet.pingsSent,
    replies: fleet.replies,
    latency: summarize(fleet.beatLatency),
    perSecondP99Median: p99s[Math.floor(p99s.length / 2)] ?? 0,
    perSecondP99Worst: p99s[p99s.length - 1] ?? 0,
    slowestSeconds: [...secs].sort((a, b) => b.max - a.max).slice(0, 3),
  };
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  installSignalHandlers();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 14);
  const dbName = `xk_bench_${stamp}_${randomBytes(2).toString('hex')}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-study-storm-'));
  onCleanup('temporary files', async () => {
    if (o.keep) console.log(`server log kept in ${tmpDir}`);
    else fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  // ---- what else runs on the machine: other load on these cores lowers every figure
  const idleA = snapCpu([]);
  await sleep(3000);
  const background = cpuBetween(idleA, snapCpu([]));
  log(`background load before the run: ${background.machine}% of ${background.cores * 100}%`);

  // ---- database, server, data
  log(`creating database ${dbName}`);
  const dbUrl = await createDatabase(o.pgUrl, dbName, o.keep);
  const env: ServerEnv = {
    databaseUrl: dbUrl,
    adminPassword: randomBytes(12).toString('base64url'),
    poolSize: o.poolSize,
    logLevel: o.logLevel,
    dataDir: path.join(tmpDir, 'data'),
  };
  log(`starting the server on port ${o.port} (migrates and seeds)`);
  let server = await startServer(0, o.port, env, tmpDir);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  onCleanup('database client', () => db.end());
  const pgVersion = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
  log(`inserting ${o.learners} learners with sessions, the courses`);
  const learners = await insertLearners(db, o.learners, 1);
  const steadyCourse = await insertCourse(db, 'steady', '压测学习风暴');
  const killCourse = o.skipDurability ? undefined : await insertCourse(db, 'kill', '压测断电续学');
  await db.query('analyze sys_user, sys_user_role, sys_session');
  const setupSeconds = round((Date.now() - t0) / 1000);

  // ---- phase 1: every learner studies, heartbeats for `seconds`
  log(`opening ${o.learners} study sockets`);
  let ts = Date.now();
  const fleet = await openFleet(o, server, learners, steadyCourse);
  const openSeconds = round((Date.now() - ts) / 1000);
  log(`${fleet.sockets.length} sockets open in ${openSeconds} s; heartbeats every ${o.interval} s for ${o.seconds} s`);
  const cpuA = snapCpu([server.pid]);
  fleet.startPinging(o.interval * 1000);
  await sleep(o.seconds * 1000);
  fleet.stopPinging();
  const cpu = cpuBetween(cpuA, snapCpu([server.pid]));
  const serverRss = rssMb(server.pid);
  const openAtEnd = fleet.openNow;
  const drainMs = await fleet.drain(o.drain * 1000);
  const missing = fleet.outstanding;
  const hb = heartbeatFigures(fleet, o.learners, openSeconds);
  log(`heartbeats: ${hb.replies}/${hb.pingsSent} answered, p99 ${hb.latency.p99} ms; closing the sockets`);
  await fleet.closeAll();
  await sleep(500);
  const credit = checkCredit(fleet.sockets, await readLearn(db, steadyCourse), Date.now());
  const steady: RunFigures['steady'] = {
    ...hb,
    openAtEnd,
    missing,
    drainMs,
    stoppedMsgs: fleet.stoppedMsgs,
    unexpectedCloses: fleet.unexpectedCloses,
    creditJumps: fleet.creditJumps,
    problems: fleet.problems.top(),
    errors: fleet.openErrors.total + fleet.problems.total + missing,
    cpu,
  };
  log(
    `credit: ${credit.equal}/${credit.learners} equal to the last reply, lost ${credit.behind}, invented ${credit.invented}`,
  );

  // ---- phase 2: kill -9 mid-run, restart, nothing acknowledged may be missing
  let durability: DurabilityFigures | undefined;
  if (killCourse) {
    log(`durability: opening ${o.learners} study sockets on a second course`);
    ts = Date.now();
    const kf = await openFleet(o, server, learners, killCourse);
    const kOpenSeconds = round((Date.now() - ts) / 1000);
    kf.startPinging(o.interval * 1000);
    await sleep(o.killAfter * 1000);
    kf.closing = true;
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    const killAt = Date.now();
    server.child.kill('SIGKILL');
    await exited;
    kf.stopPinging();
    log(`server killed (kill -9) after ${o.killAfter} s of heartbeats; restarting it`);
    const hb2 = heartbeatFigures(kf, o.learners, kOpenSeconds);
    ts = Date.now();
    server = await startServer(0, o.port, env, tmpDir);
    const restartSeconds = round((Date.now() - ts) / 1000);
    const check = checkDurability(
      kf.sockets,
      await readLearn(db, killCourse),
      killAt,
      STUDY.MAX_CREDIT_SEC,
      o.interval,
    );
    // The sockets died with the server; terminate whatever the client still holds.
    for (const s of kf.sockets) s.ws.terminate();
    durability = { ...hb2, killAfterSec: o.killAfter, restartSeconds, check };
    log(`durability: lost ${check.lost}, seconds lost per learner max ${check.lostSec.max}`);
  }

  await stopServers([server]);
  const figures: RunFigures = {
    when: new Date().toISOString(),
    machine: { cores: os.cpus().length, postgres: `PostgreSQL ${pgVersion}`, node: process.version },
    options: o,
    database: dbName,
    setupSeconds,
    backgroundCpu: background.machine,
    steady,
    credit,
    durability,
    serverRssMb: serverRss,
    // The seed's own progress lines are not problems.
    serverLogProblems: serverLogProblems([server]).filter((l) => !/^server \d+: seed: /.test(l)),
    totalSeconds: round((Date.now() - t0) / 1000),
  };
  console.log(formatSummary(figures));
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
