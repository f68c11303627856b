import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Learner } from './data.ts';
import { Latencies, type LatencySummary, round } from './stats.ts';

/**
 * Raw baselines on the same database, same connection count as the server's pool, same rows:
 * - pgbench: one single-row UPDATE of el_paper_qu per transaction (the key comes from a numbered slot
 *   table, so the statement joins one table by primary key, as the server's does).
 * - pg: a node-postgres loop of the server's own fill-answer statement (joined to el_paper with the
 *   owner, state and deadline checks, RETURNING), i.e. the query cost without HTTP, Fastify and Drizzle.
 */

export interface BaselineResult {
  kind: 'pgbench' | 'pg';
  connections: number;
  seconds: number;
  updatesPerSec: number;
  latencyMeanMs: number;
  latency?: LatencySummary;
  note?: string;
}

export function havePgbench(): Promise<boolean> {
  return new Promise((resolve) => execFile('pgbench', ['--version'], (err) => resolve(!err)));
}

/** Numbered slots (n, paper_id, qu_id) of the fill papers, for pgbench's random(1, n). */
export async function createSlotTable(db: pg.Client, learners: Learner[]): Promise<number> {
  await db.query('drop table if exists bench_slot');
  await db.query(
    `create table bench_slot as
     select (row_number() over ())::int as n, paper_id, qu_id from el_paper_qu where paper_id = any($1::varchar[])`,
    [learners.filter((l) => l.paperId).map((l) => l.paperId)],
  );
  await db.query('alter table bench_slot add primary key (n)');
  await db.query('analyze bench_slot');
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from bench_slot');
  return rows[0]?.n ?? 0;
}

export async function runPgbench(
  dbUrl: string,
  slots: number,
  connections: number,
  seconds: number,
  tmpDir: string,
): Promise<BaselineResult> {
  const script = path.join(tmpDir, 'fill-answer.pgbench.sql');
  fs.writeFileSync(
    script,
    `\\set n random(1, ${slots})
\\set v random(1, 1000000000)
UPDATE el_paper_qu pq SET answer = jsonb_build_object('optionIds', jsonb_build_array('pgb' || :v)), answered = true FROM bench_slot s WHERE s.n = :n AND pq.paper_id = s.paper_id AND pq.qu_id = s.qu_id;
`,
  );
  const u = new URL(dbUrl);
  const args = [
    '-h',
    u.searchParams.get('host') ?? u.hostname, // ?host=/var/run/postgresql: a Unix socket
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
    '-n',
    '-M',
    'prepared',
    '-c',
    String(connections),
    '-j',
    String(Math.min(connections, 2)),
    '-T',
    String(seconds),
    '-f',
    script,
    u.pathname.slice(1),
  ];
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      'pgbench',
      args,
      { env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) } },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`pgbench failed: ${stderr || err.message}`));
        else resolve(stdout + stderr);
      },
    ),
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  const lat = /latency average = ([\d.]+) ms/.exec(out);
  if (!tps) throw new Error(`pgbench output not understood:\n${out}`);
  return {
    kind: 'pgbench',
    connections,
    seconds,
    updatesPerSec: Math.round(Number(tps[1])),
    latencyMeanMs: lat ? Number(lat[1]) : 0,
  };
}

/**
 * The server's fill-answer statement (paper.queries.ts fillPaperAnswers) as Drizzle sends it, named and
 * prepared like the server's; here with one answer per call (the server writes every answer waiting in a
 * lane with one call).
 */
const SERVER_STATEMENT = `update "el_paper_qu" set "answer" = v.answer::jsonb, "answered" = v.answered
  from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::text[], $5::bool[]) as v(paper_id, qu_id, user_id, answer, answered)
  inner join (select "id", "user_id" from "el_paper"
    where "id" = any($1::varchar[]) and "state" = $6 and "limit_time" > now() for key share) "p" on "p"."id" = v.paper_id
  where ("el_paper_qu"."paper_id" = v.paper_id and "el_paper_qu"."qu_id" = v.qu_id and "p"."user_id" = v.user_id)
  returning "el_paper_qu"."paper_id", "el_paper_qu"."qu_id"`;

export async function runPgLoop(
  dbUrl: string,
  learners: Learner[],
  connections: number,
  seconds: number,
): Promise<BaselineResult> {
  const ready = learners.filter((l) => l.paperId && l.quIds.length);
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      // As the server's pool (db/client.ts): prepared statements keep their generic plan.
      const c = new pg.Client({ connectionString: dbUrl, options: '-c plan_cache_mode=force_generic_plan' });
      await c.connect();
      return c;
    }),
  );
  const lat = new Latencies();
  let misses = 0;
  let seq = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  try {
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < until) {
          const l = ready[Math.floor(Math.random() * ready.length)]!;
          const quId = l.quIds[Math.floor(Math.random() * l.quIds.length)]!;
          const s = performance.now();
          const r = await c.query({
            name: 'bench_fill_answer',
            text: SERVER_STATEMENT,
            values: [[l.paperId], [quId], [l.id], [JSON.stringify({ optionIds: [`pg${++seq}`] })], [true], 0],
          });
          lat.add(performance.now() - s);
          if (!r.rowCount) misses++;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const elapsed = (performance.now() - t0) / 1000;
  return {
    kind: 'pg',
    connections,
    seconds,
    updatesPerSec: Math.round(lat.count / elapsed),
    latencyMeanMs: round(lat.mean(), 2),
    latency: lat.summary(),
    note: misses ? `${misses} updates matched no row` : undefined,
  };
}
