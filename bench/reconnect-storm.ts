/**
 * Reconnect storm (issue 25, docs/EXAMS.md#answer-journal, bench/README.md): 10,000 exam pages on two server
 * processes (PostgreSQL + Redis) behind one address (a round-robin proxy, as nginx's upstream), answering
 * through their journals; one process is killed (kill -9) mid-exam. Every page must come back to the other
 * process by itself and every answer given must reach the database. Prints socket reconnect times, answers
 * given during the outage, answers lost, and fill-answer latency and the survivor's CPU in the first 30 s.
 * A measurement, not a test: exits 0 below target too.
 *
 * Run: `npm run bench:reconnect-storm [-- --learners 10000 --rate 500 --warm 15 --after 30 --port 8120]`
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) and Redis on 127.0.0.1:6379.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Api } from './exam-storm/client.ts';
import { adminLogin, createExam, createRepo, insertBank, insertLearners, purgeRedisPrefix } from './exam-storm/data.ts';
import {
  createDatabase,
  installSignalHandlers,
  onCleanup,
  REPO_ROOT,
  runCleanup,
  type ServerProc,
  startServer,
} from './exam-storm/servers.ts';
import { cpuBetween, fmtCpu, Latencies, round, snapCpu } from './exam-storm/stats.ts';
import { createFillPapers, loadPaperQus } from './exam-storm/storms.ts';
import { Page, PageStats } from './reconnect-storm/pages.ts';

const t0 = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { values: a } = parseArgs({
  options: {
    learners: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '500' },
    warm: { type: 'string', default: '15' },
    after: { type: 'string', default: '30' },
    drain: { type: 'string', default: '120' },
    port: { type: 'string', default: '8120' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const o = {
  learners: Number(a.learners),
  rate: Number(a.rate),
  warm: Number(a.warm),
  after: Number(a.after),
  drain: Number(a.drain),
  port: Number(a.port),
  pgUrl: String(a['pg-url']),
  redisUrl: String(a['redis-url']),
};

function startProxy(listen: number, ups: number[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/reconnect-storm/proxy.ts', String(listen), ...ups.map(String)],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  onCleanup('proxy', async () => void child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('proxy ready') && resolve(child));
    child.once('exit', (c) => reject(new Error(`proxy exited (${c})`)));
  });
}

/** Every page answers now and then: `rate` answers a second over all pages, at random. */
function answering(pages: Page[], rate: number): () => void {
  let carry = 0;
  const timer = setInterval(() => {
    carry += rate / 20;
    for (; carry >= 1; carry--) pages[Math.floor(Math.random() * pages.length)]?.answer();
  }, 50);
  return () => clearInterval(timer);
}

async function main(): Promise<void> {
  installSignalHandlers();
  const dbName = `xk_bench_rc_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-reconnect-'));
  onCleanup('temporary files', async () => fs.rmSync(tmpDir, { recursive: true, force: true }));
  const idle = snapCpu([]);
  await sleep(3000);
  const background = cpuBetween(idle, snapCpu([]));
  log(`background load: ${background.machine}% of ${background.cores * 100}%`);

  const dbUrl = await createDatabase(o.pgUrl, dbName, false);
  const redis = { url: o.redisUrl, prefix: `xkbench:${dbName}:` };
  onCleanup('redis keys', async () => void (await purgeRedisPrefix(redis.url, redis.prefix)));
  const adminPassword = randomBytes(12).toString('base64url');
  const servers: ServerProc[] = [];
  for (let k = 0; k < 2; k++) {
    log(`starting server ${k} on port ${o.port + k}`);
    const env = { databaseUrl: dbUrl, adminPassword, poolSize: 10, logLevel: 'warn', redisUrl: redis.url };
    servers.push(
      await startServer(
        k,
        o.port + k,
        { ...env, redisPrefix: redis.prefix, dataDir: path.join(tmpDir, 'data') },
        tmpDir,
      ),
    );
  }
  const proxyPort = o.port + 10;
  await startProxy(
    proxyPort,
    servers.map((s) => s.port),
  );
  const direct = new Api(
    servers.map((s) => s.origin),
    32,
  );
  const viaProxy = new Api([`http://127.0.0.1:${proxyPort}`], 128);
  onCleanup('http pools', async () => {
    await direct.close();
    await viaProxy.close();
  });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  onCleanup('database client', () => db.end());

  const token = await adminLogin(direct, adminPassword);
  const repoId = await createRepo(direct, token);
  await insertBank(db, repoId, 40);
  log(`inserting ${o.learners} learners (sessions in Redis) and their 20-question papers`);
  const learners = await insertLearners(db, o.learners, 2, redis);
  const examId = await createExam(direct, token, repoId, '压测断线重连', 20);
  const made = await createFillPapers(direct, learners, examId, 64);
  await loadPaperQus(db, learners);
  log(`papers: ${made.perSec}/s, errors ${made.errors}`);

  const stats = new PageStats();
  const ws = `ws://127.0.0.1:${proxyPort}`;
  const pages = learners
    .filter((l) => l.paperId)
    .map(
      (l) =>
        new Page(l, `${ws}/api/socket/exam/${l.id}/${examId}/pc?token=${encodeURIComponent(l.token)}`, viaProxy, stats),
    );
  log(`opening ${pages.length} exam pages through the proxy`);
  for (let i = 0; i < pages.length; i += 200) await Promise.all(pages.slice(i, i + 200).map((p) => p.connect()));
  onCleanup('pages', async () => {
    for (const p of pages) p.close();
  });
  log(`${pages.filter((p) => p.open).length} sockets open; answering at ${o.rate}/s for ${o.warm} s`);
  const stop = answering(pages, o.rate);
  await sleep(o.warm * 1000);

  // ---- kill -9 one process mid-exam
  const killedAt = Date.now();
  stats.window = { from: killedAt, to: killedAt + o.after * 1000 };
  const survivor = servers[0] as ServerProc;
  const cpuA = snapCpu([survivor.pid]);
  const openBefore = pages.filter((p) => p.open).length;
  log(`kill -9 server 1 (pid ${servers[1]?.pid}); ${openBefore} sockets open`);
  servers[1]?.child.kill('SIGKILL');
  await sleep(o.after * 1000);
  const survivorCpu = cpuBetween(cpuA, snapCpu([survivor.pid]));
  stop();
  const openAfter = pages.filter((p) => p.open).length;
  log(`${o.after} s after the kill: ${openAfter} sockets open; answering stopped, draining the journals`);

  const drainFrom = Date.now();
  for (const p of pages) p.kick();
  while (pages.some((p) => p.pending) && Date.now() - drainFrom < o.drain * 1000) await sleep(500);
  const pendingAtEnd = pages.reduce((n, p) => n + p.pending, 0);
  const drainSeconds = round((Date.now() - drainFrom) / 1000);
  const openAtEnd = pages.filter((p) => p.open).length;

  // ---- the database must hold every page's last answer to every question it answered
  const byPaper = new Map(pages.map((p) => [p.learner.paperId, p]));
  const { rows } = await db.query<{ paper_id: string; qu_id: string; answer: { optionIds?: string[] } | null }>(
    'select paper_id, qu_id, answer from el_paper_qu where paper_id = any($1::varchar[])',
    [[...byPaper.keys()]],
  );
  let expected = 0;
  let lost = 0;
  const stored = new Map(rows.map((r) => [`${r.paper_id}/${r.qu_id}`, r.answer?.optionIds?.[0]]));
  for (const [paperId, p] of byPaper) {
    for (const [quId, value] of p.lastGiven) {
      expected++;
      if (stored.get(`${paperId}/${quId}`) !== value) lost++;
    }
  }

  const inWindow = new Latencies();
  const warmLat = new Latencies();
  for (const x of stats.acks) (x.at >= killedAt && x.at < killedAt + o.after * 1000 ? inWindow : warmLat).add(x.ms);
  const rc = stats.reconnect.summary();
  const w = inWindow.summary();
  const before = warmLat.summary();
  console.log(`
reconnect storm: ${pages.length} exam pages, 2 processes (PostgreSQL + Redis) behind a round-robin proxy, kill -9 of one
  background      ${background.machine}% of ${background.cores * 100}% before the run
  sockets         ${openBefore} open before the kill; ${stats.drops} dropped; ${openAfter} open ${o.after} s after; ${openAtEnd} at the end
  reconnect       p50 ${rc.p50} ms, p90 ${rc.p90} ms, p99 ${rc.p99} ms, max ${rc.max} ms (${rc.count} reopened)
  answers         ${stats.answersGiven} given (${stats.givenInWindow} in the ${o.after} s after the kill), ${stats.sendFailures} sends failed and retried, ${stats.refused} refused
  journals        drained in ${drainSeconds} s after answering stopped; ${pendingAtEnd} still waiting
  lost            ${lost} of ${expected} last answers not in the database (target 0)
  fill-answer     before the kill p50 ${before.p50} ms, p99 ${before.p99} ms (${before.count}); first ${o.after} s after: p50 ${w.p50} ms, p99 ${w.p99} ms, max ${w.max} ms (${w.count}) (target p99 < 500 ms)
  survivor CPU    ${fmtCpu(survivorCpu)} over the ${o.after} s after the kill
`);
}

main()
  .catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => void runCleanup().then(() => process.exit()));
