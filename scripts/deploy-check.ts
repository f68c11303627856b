/**
 * `npm run deploy:check`: the production path of deploy/ on this machine (issue 26, the runnable form of
 * item 7). Two server processes from the build (apps/server/dist/main.js), started as deploy/systemd starts
 * them, on a fresh PostgreSQL database and a Redis prefix of their own, behind nginx with deploy/nginx/xuekao.conf;
 * then everything is checked through nginx, one process is stopped with SIGTERM while a learner's exam
 * socket is on it, brought back, and the other one stopped the same way (a rolling restart).
 *
 * Needs `npm run build` first, PostgreSQL (DEPLOY_CHECK_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * and Redis (DEPLOY_CHECK_REDIS_URL, default redis://127.0.0.1:6379). Installs nginx with apt-get when missing;
 * skips (exit 0) when it cannot. Prints ok/FAIL per check with timings; exits 1 when one fails. The database,
 * the Redis keys, the processes and nginx go away at the end, on failure and on Ctrl-C; the folder under
 * .tmp/ (logs, rendered configuration) is kept when something failed, or with DEPLOY_CHECK_KEEP=1.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { purgeRedisPrefix } from '../bench/exam-storm/data.ts';
import { createDatabase, installSignalHandlers, onCleanup, runCleanup } from '../bench/exam-storm/servers.ts';
import { AnsweringLearner, checkAnswersKept } from './deploy-answers.ts';
import {
  checkApi,
  checkForwarding,
  checkOtherSockets,
  checkUploads,
  checkWeb,
  type Site,
  WEB_DIST,
} from './deploy-checks.ts';
import { QUESTIONS, setUpExam } from './deploy-exam.ts';
import { checkContest, checkExamMessages, checkStudy } from './deploy-learning.ts';
import { ensureNginx, mainConf, renderSite, SITE_TEMPLATE, startNginx, testConf } from './deploy-nginx.ts';
import { ms, openSocket, pingPong, Report, Skip, StepFailed } from './deploy-probe.ts';
import {
  ENV_EXAMPLE,
  freePort,
  type ProcessPlan,
  parseEnvFile,
  parseUnit,
  REPO_ROOT,
  startProcess,
  stopAll,
  UNIT_FILE,
  waitReady,
} from './deploy-site.ts';
import {
  type ExamSocket,
  examSocketsOn,
  killAndRestart,
  restartAndRejoin,
  type StopFigures,
  stopAndMove,
} from './deploy-stop.ts';

const PG_URL = process.env.DEPLOY_CHECK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.DEPLOY_CHECK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

async function reachable(): Promise<string | null> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
  } catch (e) {
    return `PostgreSQL at ${PG_URL}: ${(e as Error).message}`;
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    return `Redis at ${REDIS_URL}: ${(e as Error).message}`;
  } finally {
    redis.disconnect();
  }
  return null;
}

async function run(r: Report, dir: string): Promise<StopFigures[]> {
  const nginx = await r.step(
    'nginx',
    async () => {
      const n = ensureNginx();
      if (typeof n === 'string') throw new Skip(n);
      return n;
    },
    (n) =>
      `${n.bin}${n.installed.length ? ` (installed ${n.installed.join(', ')})` : ''}, brotli_static ${n.brotli ? 'yes' : 'no'}`,
  );
  await r.step('PostgreSQL and Redis answer', async () => {
    const problem = await reachable();
    if (problem) throw new Error(problem);
  });

  const id = randomBytes(4).toString('hex');
  const databaseUrl = await r.step(
    'fresh database',
    () => createDatabase(PG_URL, `xk_deploy_${id}`, false),
    (u) => new URL(u).pathname.slice(1),
  );
  const redisPrefix = `xkdeploy:${id}:`;
  onCleanup('purge Redis prefix', async () => {
    console.log(`purged ${await purgeRedisPrefix(REDIS_URL, redisPrefix)} Redis keys of ${redisPrefix}`);
  });

  const unit = parseUnit(fs.readFileSync(UNIT_FILE, 'utf8'));
  const settings = parseEnvFile(fs.readFileSync(ENV_EXAMPLE, 'utf8'));
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort());
  const [portA, portB, nginxPort] = [...ports] as [number, number, number];
  const origin = `http://127.0.0.1:${nginxPort}`;
  const adminPassword = `Deploy${randomBytes(9).toString('base64url')}7`;
  const plan: ProcessPlan = {
    unit,
    logDir: dir,
    env: {
      ...settings,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST,
      SITE_URL: origin,
      ADMIN_PASSWORD: adminPassword,
    },
  };
  const drainSeconds = Number(plan.env.DRAIN_SECONDS ?? 5);
  onCleanup('stop the processes', () => stopAll(unit.timeoutStopSec * 1000));
  const start = async (port: number, what: string) => {
    const p = startProcess(plan, port);
    await r.step(
      `process on ${port} ready`,
      () => waitReady(p, 120_000),
      (t) => `${what}, /api/ready 200 ${ms(t)} after start`,
    );
    return p;
  };
  // One after the other: the first migrates and seeds the new database (no migration lock yet).
  const a = await start(portA, 'first: migrates and seeds');
  const b = await start(portB, 'second');

  const site: Site = { origin, processes: [a, b], brotli: nginx.brotli };
  await r.step(
    'nginx with deploy/nginx/xuekao.conf',
    async () => {
      const siteFile = path.join(dir, 'xuekao.conf');
      const template = fs.readFileSync(SITE_TEMPLATE, 'utf8');
      fs.writeFileSync(
        siteFile,
        renderSite(template, {
          listenPort: nginxPort,
          upstreamPorts: [portA, portB],
          root: WEB_DIST,
          logDir: dir,
          brotli: nginx.brotli,
        }),
      );
      fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
      const conf = path.join(dir, 'nginx.conf');
      fs.writeFileSync(conf, mainConf(dir, siteFile));
      testConf(nginx.bin, dir, conf);
      await startNginx(nginx.bin, dir, conf, nginxPort, (child) =>
        onCleanup('stop nginx', async () => {
          if (child.exitCode !== null) return;
          const done = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await done;
        }),
      );
    },
    () => `${origin} -> 127.0.0.1:${portA}, 127.0.0.1:${portB}`,
  );

  console.log('through nginx:');
  await checkWeb(r, site);
  await checkApi(r, site);
  const adminToken = await checkForwarding(r, site, adminPassword);
  if (!adminToken) throw new StepFailed('admin sign-in');
  await checkUploads(r, site, adminToken);
  const exam = await r.step(
    'exam, learners and papers made through the API',
    () => setUpExam(origin, adminToken),
    (e) => `learner ${e.learner.userName}, paper ${e.paperId} (${QUESTIONS} questions), a second examinee`,
  );
  const answering = new AnsweringLearner(origin, exam.learner.token, exam.paperId);
  await r.step(
    'the paper read through nginx as the exam page reads it',
    () => answering.load(),
    (n) => `${n} questions`,
  );
  const url = `${origin.replace(/^http/, 'ws')}/api/socket/exam/${exam.learner.id}/${exam.examId}/pc`;
  const headers = { cookie: `xk_token=${exam.learner.token}`, origin };
  const opened = await r.step(
    'exam socket through nginx',
    async () => {
      const t0 = performance.now();
      const ws = await openSocket(url, headers);
      return { ws, openMs: performance.now() - t0, rtt: await pingPong(ws) };
    },
    (o) => `upgrade ${ms(o.openMs)}, ping/pong ${ms(o.rtt)}`,
  );
  const sock: ExamSocket = { url, headers, ws: opened.ws, learnerToken: exam.learner.token };
  await checkExamMessages(r, site, adminToken, exam, opened.ws);
  await checkOtherSockets(r, site, exam.learner);
  await checkStudy(r, site, adminToken);
  await checkContest(r, site, adminToken, exam.repoId);

  console.log('rolling restart (SIGTERM while the learner answers, exam socket open):');
  answering.start(40);
  const figures: StopFigures[] = [];
  const stopOpts = {
    timeoutStopSec: unit.timeoutStopSec,
    drainSeconds,
    figures,
    callers: Number(process.env.DEPLOY_CHECK_CALLERS ?? 4),
    pauseMs: Number(process.env.DEPLOY_CHECK_PAUSE_MS ?? 50),
  };
  const holder = (await examSocketsOn(a)) > 0 ? a : b;
  const second = holder === a ? b : a;
  const moved = await stopAndMove(r, site, holder, second, sock, stopOpts);
  if (!moved) throw new StepFailed('the socket did not move');
  const back = await restartAndRejoin(r, site, plan, holder);
  if (!back) throw new StepFailed('the stopped process did not come back');
  site.processes = [back, second];
  const movedAgain = await stopAndMove(r, site, second, back, { ...sock, ws: moved }, stopOpts);
  if (!movedAgain) throw new StepFailed('the socket did not move back');
  const again = await restartAndRejoin(r, site, plan, second);
  if (!again) throw new StepFailed('the stopped process did not come back');
  site.processes = [back, again];

  console.log('kill -9 while the learner answers:');
  const holderNow = (await examSocketsOn(back)) > 0 ? back : again;
  const survivor = holderNow === back ? again : back;
  const killed = await killAndRestart(r, site, plan, holderNow, survivor, { ...sock, ws: movedAgain });
  killed.ws?.close();
  answering.stop();
  await checkAnswersKept(r, answering);
  return figures;
}

async function main() {
  installSignalHandlers();
  const r = new Report();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      r.interrupted = true;
    });
  }
  console.log('deploy:check: nginx + two processes of the build on PostgreSQL + Redis, set up as deploy/ says');
  if (!fs.existsSync(SERVER_MAIN) || !fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.log(
      `  FAIL  build: ${path.relative(REPO_ROOT, SERVER_MAIN)} or apps/web/dist/index.html missing: run \`npm run build\` first`,
    );
    process.exit(1);
  }
  const dir = path.join(REPO_ROOT, '.tmp', `deploy-check-${randomBytes(3).toString('hex')}`);
  fs.mkdirSync(dir, { recursive: true });
  onCleanup('scratch folder', async () => {
    if (r.failed === 0 && !process.env.DEPLOY_CHECK_KEEP) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`logs and configuration kept in ${path.relative(REPO_ROOT, dir)}/`);
  });
  let figures: StopFigures[] = [];
  try {
    figures = await run(r, dir);
  } catch (e) {
    if (e instanceof Skip) {
      console.log(`SKIPPED deploy:check: ${e.message}`);
      await runCleanup();
      process.exit(0);
    }
    if (!(e instanceof StepFailed) && !r.interrupted) {
      r.failed++;
      console.log(`  FAIL  ${(e as Error).stack ?? e}`);
    }
  }
  await runCleanup();
  // Interrupted: the signal handler exits (130) once the same cleanup is done.
  if (r.interrupted) return;
  for (const [i, f] of figures.entries()) {
    console.log(
      `stop ${i + 1}: SIGTERM -> sockets closed ${ms(f.closeAfterMs)}, -> exit ${ms(f.sigtermToExitMs)}; reconnect through nginx ${ms(f.reconnectMs)}`,
    );
  }
  console.log(`deploy:check: ${r.passed} ok, ${r.failed} failed`);
  process.exit(r.failed ? 1 : 0);
}

await main();
