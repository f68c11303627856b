import type { DbOrTx } from '@server/db/client.ts';
import { elBattle, elBattleMatch, elBattlePlayer, elBattleRank, sysDepart, sysUser } from '@server/db/schema/index.ts';
import { scopeSql } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PageReq } from '../contest/battle.queries.ts';

/**
 * Rankings: sums of `el_battle_rank` per user (one day, or all days), ordered by points, wins, score,
 * then user id (stable). Departments group the players by their current department.
 */

export interface RankFilter {
  battleId: string;
  day: string;
  /** Staff: only users inside their data scope. */
  scope?: Scope;
}

export interface PersonRankRow {
  userId: string;
  realName: string;
  avatar: string;
  deptName: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  points: number;
  rank: number;
}

function tallySql(f: RankFilter): SQL {
  const day = f.day ? sql` and r.day = ${f.day}` : sql``;
  const scoped = f.scope ? scopeSql(f.scope, { deptCode: sql.raw('u.dept_code'), userId: sql.raw('u.id') }) : undefined;
  const scope = scoped ? sql` and ${scoped}` : sql``;
  return sql`select r.user_id, coalesce(u.real_name, '') as real_name, coalesce(u.avatar, '') as avatar,
      coalesce(u.dept_code, '') as dept_code,
      sum(r.matches)::int as matches, sum(r.wins)::int as wins, sum(r.draws)::int as draws,
      sum(r.losses)::int as losses, sum(r.score)::int as score, sum(r.points)::int as points
    from ${elBattleRank} r left join ${sysUser} u on u.id = r.user_id
    where r.battle_id = ${f.battleId}${day}${scope}
    group by r.user_id, u.real_name, u.avatar, u.dept_code`;
}

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  const res = await db.execute(q);
  return (res as unknown as { rows: T[] }).rows;
}

const ORDER = sql.raw('points desc, wins desc, score desc, user_id asc');

interface RawPerson {
  user_id: string;
  real_name: string;
  avatar: string;
  dept_name: string | null;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  points: number;
  rank: number | string;
}

const toPerson = (r: RawPerson): PersonRankRow => ({
  userId: r.user_id,
  realName: r.real_name,
  avatar: r.avatar,
  deptName: r.dept_name ?? '',
  matches: Number(r.matches),
  wins: Number(r.wins),
  draws: Number(r.draws),
  losses: Number(r.losses),
  score: Number(r.score),
  points: Number(r.points),
  rank: Number(r.rank),
});

/** A page of the person ranking (`limit` rows from `offset`) and the number of ranked persons. */
export async function findPersonRanks(db: DbOrTx, f: RankFilter, limit: number, offset: number) {
  const rows = await rowsOf<RawPerson>(
    db,
    sql`with t as (${tallySql(f)}),
      ranked as (select t.*, row_number() over (order by ${ORDER}) as rank from t)
    select ranked.*, d.dept_name from ranked left join ${sysDepart} d on d.dept_code = ranked.dept_code
    order by rank limit ${limit} offset ${offset}`,
  );
  const [n] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${tallySql(f)}) t`);
  return { rows: rows.map(toPerson), total: Number(n?.n ?? 0) };
}

/** The user's place in the overall ranking (0 = not ranked). */
export async function findMyRank(db: DbOrTx, battleId: string, userId: string): Promise<number> {
  const [r] = await rowsOf<{ rank: number | string }>(
    db,
    sql`with t as (${tallySql({ battleId, day: '' })}),
      ranked as (select user_id, row_number() over (order by ${ORDER}) as rank from t)
    select rank from ranked where user_id = ${userId}`,
  );
  return r ? Number(r.rank) : 0;
}

export interface DeptRankRow {
  deptCode: string;
  deptName: string;
  players: number;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  points: number;
  rank: number;
}

/** A page of the department ranking and the number of departments. */
export async function findDeptRanks(db: DbOrTx, f: RankFilter, limit: number, offset: number) {
  const grouped = sql`select t.dept_code, count(*)::int as players, sum(t.matches)::int as matches,
      sum(t.wins)::int as wins, sum(t.draws)::int as draws, sum(t.losses)::int as losses,
      sum(t.score)::int as score, sum(t.points)::int as points
    from (${tallySql(f)}) t group by t.dept_code`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with g as (${grouped}),
      ranked as (select g.*, row_number() over (order by points desc, wins desc, score desc, dept_code asc) as rank
        from g)
    select ranked.*, coalesce(d.dept_name, '') as dept_name
    from ranked left join ${sysDepart} d on d.dept_code = ranked.dept_code
    order by rank limit ${limit} offset ${offset}`,
  );
  const [n] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${grouped}) g`);
  const out = rows.map(
    (r): DeptRankRow => ({
      deptCode: String(r.dept_code ?? ''),
      deptName: String(r.dept_name ?? ''),
      players: Number(r.players),
      matches: Number(r.matches),
      wins: Number(r.wins),
      draws: Number(r.draws),
      losses: Number(r.losses),
      score: Number(r.score),
      points: Number(r.points),
      rank: Number(r.rank),
    }),
  );
  return { rows: out, total: Number(n?.n ?? 0) };
}

/** The user's overall tally in a contest. */
export async function findMyTally(db: DbOrTx, battleId: string, userId: string) {
  const [row] = await db
    .select({
      matches: sql<number>`coalesce(sum(${elBattleRank.matches}), 0)::int`,
      wins: sql<number>`coalesce(sum(${elBattleRank.wins}), 0)::int`,
      draws: sql<number>`coalesce(sum(${elBattleRank.draws}), 0)::int`,
      losses: sql<number>`coalesce(sum(${elBattleRank.losses}), 0)::int`,
      score: sql<number>`coalesce(sum(${elBattleRank.score}), 0)::int`,
      points: sql<number>`coalesce(sum(${elBattleRank.points}), 0)::int`,
    })
    .from(elBattleRank)
    .where(and(eq(elBattleRank.battleId, battleId), eq(elBattleRank.userId, userId)));
  return {
    matches: Number(row?.matches ?? 0),
    wins: Number(row?.wins ?? 0),
    draws: Number(row?.draws ?? 0),
    losses: Number(row?.losses ?? 0),
    score: Number(row?.score ?? 0),
    points: Number(row?.points ?? 0),
  };
}

/** The caller's finished matches, newest first, with the other players' names. */
export async function findMyMatchPage(db: DbOrTx, req: PageReq, userId: string, battleId?: string | null) {
  const conds = [eq(elBattlePlayer.userId, userId), eq(elBattleMatch.state, 1)];
  if (battleId) conds.push(eq(elBattlePlayer.battleId, battleId));
  const where = and(...conds);
  const { limit, offset } = { limit: req.size, offset: (req.current - 1) * req.size };
  const opponents = sql<string[]>`coalesce((select json_agg(coalesce(nullif(u.real_name, ''), u.user_name)
      order by o.seat) from ${elBattlePlayer} o join ${sysUser} u on u.id = o.user_id
      where o.match_id = ${elBattlePlayer.matchId} and o.user_id <> ${userId}), '[]'::json)`;
  const [records, [n]] = await Promise.all([
    db
      .select({
        player: elBattlePlayer,
        match: elBattleMatch,
        title: elBattle.title,
        opponents,
      })
      .from(elBattlePlayer)
      .innerJoin(elBattleMatch, eq(elBattleMatch.id, elBattlePlayer.matchId))
      .innerJoin(elBattle, eq(elBattle.id, elBattlePlayer.battleId))
      .where(where)
      .orderBy(desc(elBattleMatch.startTime), desc(elBattleMatch.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(elBattlePlayer)
      .innerJoin(elBattleMatch, eq(elBattleMatch.id, elBattlePlayer.matchId))
      .where(where),
  ]);
  return { records, total: n?.n ?? 0 };
}

/** Recount of the tallies from the finished matches (tests and the benchmark compare it to the rankings). */
export async function recountFromMatches(db: DbOrTx, battleId: string) {
  return rowsOf<{ user_id: string; matches: number; wins: number; score: number; points: number }>(
    db,
    sql`select p.user_id, count(*)::int as matches,
      sum(case when p.outcome = 'win' then 1 else 0 end)::int as wins,
      sum(p.score)::int as score, sum(p.points)::int as points
    from ${elBattlePlayer} p join ${elBattleMatch} m on m.id = p.match_id
    where p.battle_id = ${battleId} and m.state = 1 group by p.user_id order by p.user_id`,
  );
}
