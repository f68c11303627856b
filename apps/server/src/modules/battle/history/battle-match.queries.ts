import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { elBattleMatch, elBattlePlayer, sysDepart, sysUser } from '@server/db/schema/index.ts';
import { pageWindow } from '@server/lib/paging.ts';
import { scopeSql } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PageReq } from '../contest/battle.queries.ts';
import { scopeInSql } from '../match/battle-play.queries.ts';

/** Matches that are over: 1 ended (results counted), 2 voided (the owner process was lost). */
const FINISHED_STATES = [1, 2];

export interface FinishedMatchFilter {
  battleId: string;
  /** The caller's data scope: a match shows when one of its players is inside it (as the live view). */
  scope: Scope;
  mode?: string;
  /** Part of the name or account of an in-scope player. */
  name?: string | null;
}

function whereOf(f: FinishedMatchFilter): SQL | undefined {
  const conds: SQL[] = [eq(elBattleMatch.battleId, f.battleId), inArray(elBattleMatch.state, FINISHED_STATES)];
  if (f.mode) conds.push(eq(elBattleMatch.mode, f.mode));
  // The same player test as findLiveMatches; a name only finds players the caller may see.
  const player: SQL[] = [];
  const scoped = scopeSql(f.scope, { deptCode: sql.raw('su.dept_code'), userId: sql.raw('su.id') });
  if (scoped) player.push(scoped);
  const name = f.name?.trim();
  if (name) {
    const like = `%${escapeLike(name)}%`;
    player.push(sql`(su.real_name ilike ${like} or su.user_name ilike ${like})`);
  }
  if (player.length)
    conds.push(sql`exists (select 1 from ${elBattlePlayer} sp join ${sysUser} su on su.id = sp.user_id
      where sp.match_id = ${elBattleMatch.id} and ${sql.join(player, sql` and `)})`);
  return and(...conds);
}

/**
 * A page of a contest's finished and voided matches (newest first) with their players by seat; each
 * player row tells `inScope`.
 */
export async function findFinishedMatchPage(db: DbOrTx, req: PageReq, f: FinishedMatchFilter) {
  const where = whereOf(f);
  const { limit, offset } = pageWindow(req);
  const [matches, [n]] = await Promise.all([
    db
      .select()
      .from(elBattleMatch)
      .where(where)
      .orderBy(desc(elBattleMatch.startTime), desc(elBattleMatch.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(elBattleMatch).where(where),
  ]);
  const ids = matches.map((m) => m.id);
  const players = ids.length
    ? await db
        .select({
          matchId: elBattlePlayer.matchId,
          seat: elBattlePlayer.seat,
          score: elBattlePlayer.score,
          rank: elBattlePlayer.rank,
          outcome: elBattlePlayer.outcome,
          realName: sysUser.realName,
          deptName: sysDepart.deptName,
          inScope: scopeInSql(f.scope),
        })
        .from(elBattlePlayer)
        .leftJoin(sysUser, eq(sysUser.id, elBattlePlayer.userId))
        .leftJoin(sysDepart, eq(sysDepart.deptCode, sysUser.deptCode))
        .where(inArray(elBattlePlayer.matchId, ids))
        .orderBy(asc(elBattlePlayer.matchId), asc(elBattlePlayer.seat))
    : [];
  return { matches, players, total: Number(n?.n ?? 0) };
}
