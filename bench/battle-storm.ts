/**
 * Battle storm benchmark (issue 14, docs/decisions/contests.md "Measured: 1,000 simultaneous matches"): against the
 * real server on PostgreSQL, 2 x `pairs` simulated players queue for 1v1 matches of `questions` questions in one
 * contest and play them to the end; prints the latency from the answer that closes a round to its result, whether every
 * match ended exactly once for both players, and whether the rankings equal a recount of the matches. With `--procs 2`
 * two server processes share Redis and the players are spread over both (pairs across processes). A measurement, not a
 * test: exits 0 below target too.
 *
 * Run: `npm run bench:battle-storm [-- --pairs 1000 --questions 10 --seconds 10 --procs 2]`
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) and, for --procs 2, Redis on 127.0.0.1:6379.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { newStats, Player } from './battle-storm/player.ts';
import { insertBank, insertLearners, purgeRedisPrefix } from './exam-storm/data.ts';
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
import { cpuBetween, fmtCpu, round, snapCpu } from './exam-storm/stats.ts';

const t0 = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { values: v } = parseArgs({
  args: process.argv.slice(2),
  options: {
    pairs: { type: 'string', default: '1000' },
    questions: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    procs: { type: 'string', default: '1' },
    'think-max': { type: 'string', default: '3000' },
    port: { type: 'string', default: '18410' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    'pool-size': { type: 'string', default: '20' },
    'log-level': { type: 'string', default: 'warn' },
    keep: { type: 'boolean', default: false },
  },
});
const o = {
  pairs: Number(v.pairs),
  questions: Number(v.questions),
  seconds: Number(v.seconds),
  procs: Number(v.procs),
  thinkMax: Number(v['think-max']),
  port: Number(v.port),
  pgUrl: String(v['pg-url']),
  redisUrl: String(v['redis-url']),
  poolSize: Number(v['pool-size']),
  logLevel: String(v['log-level']),
  keep: Boolean(v.keep),
};

async function insertContest(db: pg.Client): Promise<string> {
  await db.query(`insert into el_repo (id, title) values ('br1', '压测竞赛题库')`);
  await insertBank(db, 'br1', Math.max(50, o.questions));
  await db.query(
    `insert into el_battle (id, title, start_time, end_time, open_type, repo_ids, qu_count, seconds, modes,
       daily_limit, points_win, points_draw, points_loss)
     values ('bb1', '压测知识竞赛', now() - interval '1 hour', now() + interval '1 day', 1, '["br1"]', $1, $2,
       '["pk"]', 0, 10, 5, 1)`,
    [o.questions, o.seconds],
  );
  return 'bb1';
}

/** Rankings minus a recount from the finished matches: rows that differ (0 = equal). */
async function rankDiff(db: pg.Client, battleId: string): Promise<number> {
  const r = await db.query<{ n: number }>(
    `with a as (select user_id, sum(matches)::int m, sum(wins)::int w, sum(score)::int s, sum(points)::int p
                from el_battle_rank where battle_id = $1 group by user_id),
          b as (select p.user_id, count(*)::int m, sum(case when p.outcome = 'win' then 1 else 0 end)::int w,
                  sum(p.score)::int s, sum(p.points)::int p
                from el_battle_player p join el_battle_match m on m.id = p.match_id
                where p.battle_id = $1 and m.state = 1 group by p.user_id)
     select count(*)::int n from a full join b using (user_id)
     where a.m is distinct from b.m or a.w is distinct from b.w or a.s is distinct from b.s or a.p is distinct from b.p`,
    [battleId],
  );
  return r.rows[0]?.n ?? -1;
}

async function main(): Promise<void> {
  installSignalHandlers();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 14);
  const dbName = `xk_bench_${stamp}_${randomBytes(2).toString('hex')}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-battle-storm-'));
  onCleanup('temporary files', async () => {
    if (o.keep) console.log(`server logs kept in ${tmpDir}`);
    else fs.rmSync(tmpDir, { recursive: true, force: true });
  });
  const redis = o.procs > 1 ? { url: o.redisUrl, prefix: `xkb${randomBytes(3).toString('hex')}:` } : undefined;
  if (redis) onCleanup('redis keys', async () => void (await purgeRedisPrefix(redis.url, redis.prefix)));

  log(`creating database ${dbName}`);
  const dbUrl = await createDatabase(o.pgUrl, dbName, o.keep);
  const env: ServerEnv = {
    databaseUrl: dbUrl,
    adminPassword: randomBytes(12).toString('base64url'),
    poolSize: o.poolSize,
    logLevel: o.logLevel,
    dataDir: path.join(tmpDir, 'data'),
    redisUrl: redis?.url,
    redisPrefix: redis?.prefix,
  };
  const servers: ServerProc[] = [];
  for (let i = 0; i < o.procs; i++) {
    log(`starting server ${i} on port ${o.port + i}`);
    servers.push(await startServer(i, o.port + i, env, tmpDir));
  }
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  onCleanup('database client', () => db.end());
  const battleId = await insertContest(db);
  const learners = await insertLearners(db, o.pairs * 2, o.procs, redis);
  await db.query('analyze');

  const stats = newStats();
  const think = () => 150 + Math.random() * Math.max(0, o.thinkMax - 150);
  const players = learners.map(
    (l) =>
      new Player(
        l.id,
        `${servers[l.server].origin.replace(/^http/, 'ws')}/api/socket/battle/${battleId}?token=${encodeURIComponent(l.token)}`,
        stats,
        think,
        0.7,
      ),
  );
  log(`opening ${players.length} sockets over ${o.procs} process(es)`);
  for (let i = 0; i < players.length; i += 200) await Promise.all(players.slice(i, i + 200).map((p) => p.open()));
  log('all players queue');
  const cpuA = snapCpu(servers.map((s) => s.pid));
  const playStart = Date.now();
  if (o.procs > 1) {
    // One join on each process in turn, each after the previous one was answered: the queue then pairs players
    // of different processes (what the two-process run is about).
    const byProc = servers.map((s) => players.filter((_p, i) => learners[i].server === s.index));
    for (let k = 0; k < byProc[0].length; k++) for (const list of byProc) if (list[k]) await list[k].queue();
  } else for (const p of players) void p.queue();
  const expectMs = o.questions * (o.seconds * 1000 + 3000) + 30_000;
  while (Date.now() - playStart < expectMs) {
    await sleep(1000);
    const ended = players.filter((p) => p.endCount > 0).length;
    if (ended === players.length) break;
  }
  const playSeconds = round((Date.now() - playStart) / 1000);
  const cpu = cpuBetween(cpuA, snapCpu(servers.map((s) => s.pid)));
  await sleep(1000);
  for (const p of players) p.close();

  const noEnd = players.filter((p) => p.endCount === 0).length;
  const doubleEnd = players.filter((p) => p.endCount > 1).length;
  const crossProcess = new Set<string>();
  const procOf = new Map(learners.map((l) => [l.id, l.server]));
  const byMatch = new Map<string, Set<number>>();
  for (const p of players) {
    if (!p.inMatch) continue;
    const set = byMatch.get(p.inMatch) ?? new Set<number>();
    set.add(procOf.get(p.userId) ?? 0);
    byMatch.set(p.inMatch, set);
  }
  for (const [m, s] of byMatch) if (s.size > 1) crossProcess.add(m);
  const dbm = await db.query<{ state: number; n: number }>(
    'select state, count(*)::int n from el_battle_match group by state order by state',
  );
  const pts = await db.query<{ n: number; dup: number }>(
    `select count(*)::int n, (select count(*)::int from (select user_id, ref_id from el_points_log
       where ref_type = 'battle' group by 1, 2 having count(*) > 1) d) dup from el_points_log where ref_type = 'battle'`,
  );
  const diff = await rankDiff(db, battleId);
  const close = stats.closeLatency.summary();
  const accept = stats.acceptLatency.summary();
  const lines = [
    '',
    `battle-storm: ${o.pairs * 2} players, ${o.pairs} 1v1 matches wanted, ${o.questions} questions of ${o.seconds} s, ${o.procs} process(es)${redis ? ' on Redis' : ''}, PostgreSQL`,
    `  matches formed: ${stats.found.size}  (of which across processes: ${crossProcess.size})`,
    `  play phase: ${playSeconds} s; server CPU ${fmtCpu(cpu)}`,
    `  answer -> round result (closing answers): n=${close.count} p50 ${close.p50} ms p90 ${close.p90} ms p99 ${close.p99} ms max ${close.max} ms`,
    `  answer -> accepted (all answers):         n=${accept.count} p50 ${accept.p50} ms p99 ${accept.p99} ms max ${accept.max} ms`,
    `  results: players without an end ${noEnd}, with two or more ${doubleEnd}; matches by state ${dbm.rows.map((r) => `${r.state}:${r.n}`).join(' ')}`,
    `  points log rows (battle): ${pts.rows[0]?.n}, duplicates ${pts.rows[0]?.dup}`,
    `  rankings vs recount: ${diff} differing users`,
    `  socket errors: ${stats.errors.total} ${JSON.stringify(stats.errors.top())}`,
    `  server log problems: ${JSON.stringify(serverLogProblems(servers).filter((l) => !/seed: /.test(l)))}`,
    `  machine: ${os.cpus().length} cores, node ${process.version}`,
  ];
  console.log(lines.join('\n'));
  await stopServers(servers);
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
