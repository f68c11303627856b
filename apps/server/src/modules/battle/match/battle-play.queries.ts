import type { DbOrTx } from '@server/db/client.ts';
import {
  elBattle,
  elBattleAnswer,
  elBattleMatch,
  elBattlePlayer,
  elBattleRank,
  elQu,
  elQuAnswer,
  elRepo,
  sysDepart,
  sysUser,
} from '@server/db/schema/index.ts';
import { scopeCondition, scopeSql } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import { and, asc, count, eq, inArray, notInArray, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';

export type MatchDbRow = typeof elBattleMatch.$inferSelect;
export type PlayerDbRow = typeof elBattlePlayer.$inferSelect;

/** Where a contest draws its questions. */
export interface QuSource {
  repoIds: string[];
  quTypes: number[];
  levels: number[];
  chapterIds: string[];
}

/**
 * Ids of the top-level questions the source allows (at most `cap`, in random order): only of its banks that
 * are open for training now (a bank closed later is no longer drawn from), never one of `exclude`.
 */
export async function findSourceQuIds(
  db: DbOrTx,
  s: QuSource,
  types: readonly number[],
  cap: number,
  exclude: readonly string[] = [],
) {
  const conds: SQL[] = [
    inArray(elQu.repoId, s.repoIds),
    eq(elQu.parentId, '0'),
    inArray(elQu.quType, s.quTypes.length ? s.quTypes : [...types]),
    eq(elRepo.isTrain, true),
  ];
  if (s.levels.length) conds.push(inArray(elQu.level, s.levels));
  if (s.chapterIds.length) conds.push(inArray(elQu.chapterId, s.chapterIds));
  if (exclude.length) conds.push(notInArray(elQu.id, [...exclude]));
  const rows = await db
    .select({ id: elQu.id })
    .from(elQu)
    .innerJoin(elRepo, eq(elRepo.id, elQu.repoId))
    .where(and(...conds))
    .orderBy(sql`random()`)
    .limit(cap);
  return rows.map((r) => r.id);
}

/** The questions with their options (key included: the server keeps it until the round closes). */
export async function findQusWithOptions(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  const [qus, opts] = await Promise.all([
    db
      .select({ id: elQu.id, quType: elQu.quType, content: elQu.content, image: elQu.image })
      .from(elQu)
      .where(inArray(elQu.id, ids)),
    db
      .select({
        id: elQuAnswer.id,
        quId: elQuAnswer.quId,
        tag: elQuAnswer.tag,
        content: elQuAnswer.content,
        image: elQuAnswer.image,
        isRight: elQuAnswer.isRight,
      })
      .from(elQuAnswer)
      .where(inArray(elQuAnswer.quId, ids))
      .orderBy(asc(elQuAnswer.sort), asc(elQuAnswer.id)),
  ]);
  const byId = new Map(qus.map((q) => [q.id, { ...q, options: [] as typeof opts }]));
  for (const o of opts) byId.get(o.quId)?.options.push(o);
  return ids.map((id) => byId.get(id)).filter((q) => q !== undefined);
}

/** Names and avatars of users. */
export async function findPlayerProfiles(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return new Map<string, { name: string; avatar: string }>();
  const rows = await db
    .select({ id: sysUser.id, realName: sysUser.realName, userName: sysUser.userName, avatar: sysUser.avatar })
    .from(sysUser)
    .where(inArray(sysUser.id, userIds));
  return new Map(rows.map((r) => [r.id, { name: r.realName || r.userName, avatar: r.avatar }]));
}

/** Matches the user started in the contest on `day`. */
export async function countMatchesOfDay(db: DbOrTx, battleId: string, userId: string, day: string) {
  const [row] = await db
    .select({ n: count() })
    .from(elBattlePlayer)
    .where(and(eq(elBattlePlayer.battleId, battleId), eq(elBattlePlayer.userId, userId), eq(elBattlePlayer.day, day)));
  return row?.n ?? 0;
}

/** The match the user is playing now (any contest), if any. */
export async function findPlayingOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ player: elBattlePlayer, match: elBattleMatch })
    .from(elBattlePlayer)
    .innerJoin(elBattleMatch, eq(elBattleMatch.id, elBattlePlayer.matchId))
    .where(and(eq(elBattlePlayer.userId, userId), eq(elBattlePlayer.playing, true)))
    .limit(1);
  return row;
}

/**
 * Writes a new match and its players. The partial unique index on playing players refuses a second
 * match of a learner: then nothing is written and the answer is false.
 */
export async function insertMatch(
  db: DbOrTx,
  match: typeof elBattleMatch.$inferInsert,
  players: Array<typeof elBattlePlayer.$inferInsert>,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(elBattleMatch).values(match);
      const rows = await tx
        .insert(elBattlePlayer)
        .values(players)
        .onConflictDoNothing()
        .returning({ userId: elBattlePlayer.userId });
      if (rows.length !== players.length) tx.rollback();
    });
    return true;
  } catch (e) {
    if (e instanceof TransactionRollbackError) return false;
    throw e;
  }
}

/**
 * Closes the match (state 0 -> 1) and answers whether this call did it: the guard that makes the result,
 * the rankings and the points happen exactly once. Run in the end transaction.
 */
export async function closeMatch(db: DbOrTx, matchId: string, state = 1): Promise<boolean> {
  const rows = await db
    .update(elBattleMatch)
    .set({ state, endTime: new Date() })
    .where(and(eq(elBattleMatch.id, matchId), eq(elBattleMatch.state, 0)))
    .returning({ id: elBattleMatch.id });
  return rows.length > 0;
}

export interface PlayerResult {
  userId: string;
  score: number;
  rightCount: number;
  rank: number;
  outcome: string;
  left: boolean;
  points: number;
}

export async function updatePlayerResult(db: DbOrTx, matchId: string, r: PlayerResult): Promise<void> {
  const { userId, ...set } = r;
  await db
    .update(elBattlePlayer)
    .set({ ...set, playing: false })
    .where(and(eq(elBattlePlayer.matchId, matchId), eq(elBattlePlayer.userId, userId)));
}

export async function insertAnswers(db: DbOrTx, rows: Array<typeof elBattleAnswer.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(elBattleAnswer).values(rows);
}

/** Adds one match to the user's tally of the day (the overall ranking sums the days). */
export async function addToRank(
  db: DbOrTx,
  row: { battleId: string; userId: string; day: string; outcome: string; score: number; points: number },
): Promise<void> {
  const win = row.outcome === 'win' ? 1 : 0;
  const draw = row.outcome === 'draw' ? 1 : 0;
  const loss = row.outcome === 'loss' ? 1 : 0;
  await db
    .insert(elBattleRank)
    .values({
      battleId: row.battleId,
      userId: row.userId,
      day: row.day,
      matches: 1,
      wins: win,
      draws: draw,
      losses: loss,
      score: row.score,
      points: row.points,
    })
    .onConflictDoUpdate({
      target: [elBattleRank.battleId, elBattleRank.userId, elBattleRank.day],
      set: {
        matches: sql`${elBattleRank.matches} + 1`,
        wins: sql`${elBattleRank.wins} + ${win}`,
        draws: sql`${elBattleRank.draws} + ${draw}`,
        losses: sql`${elBattleRank.losses} + ${loss}`,
        score: sql`${elBattleRank.score} + ${row.score}`,
        points: sql`${elBattleRank.points} + ${row.points}`,
      },
    });
}

/**
 * Voids matches whose owner is gone: still playing well past their last possible deadline (state 2,
 * players released, nothing counted). `userId` limits it to that user's match.
 */
export async function voidStaleMatches(db: DbOrTx, userId?: string): Promise<number> {
  const stale = sql`${elBattleMatch.state} = 0 and ${elBattleMatch.startTime}
    + make_interval(secs => (${elBattleMatch.seconds} + 5) * jsonb_array_length(${elBattleMatch.quIds}) + 60) < now()`;
  const mine = userId
    ? sql` and exists (select 1 from ${elBattlePlayer} p where p.match_id = ${elBattleMatch.id} and p.user_id = ${userId})`
    : sql``;
  return voidWhere(db, sql`${stale}${mine}`);
}

/** Voids one match still in progress whose owner is gone (see BattleHub.dropOrphan); answers whether it did. */
export async function voidMatch(db: DbOrTx, matchId: string): Promise<boolean> {
  return (await voidWhere(db, and(eq(elBattleMatch.id, matchId), eq(elBattleMatch.state, 0)) as SQL)) > 0;
}

async function voidWhere(db: DbOrTx, where: SQL): Promise<number> {
  const rows = await db
    .update(elBattleMatch)
    .set({ state: 2, endTime: new Date() })
    .where(where)
    .returning({ id: elBattleMatch.id });
  if (rows.length) {
    await db
      .update(elBattlePlayer)
      .set({ playing: false })
      .where(
        inArray(
          elBattlePlayer.matchId,
          rows.map((r) => r.id),
        ),
      );
  }
  return rows.length;
}

/** A player who left a match still in progress is free to play again (their result is written at its end). */
export async function releasePlayer(db: DbOrTx, matchId: string, userId: string): Promise<void> {
  await db
    .update(elBattlePlayer)
    .set({ playing: false })
    .where(and(eq(elBattlePlayer.matchId, matchId), eq(elBattlePlayer.userId, userId)));
}

/**
 * Matches in progress (all or of one contest) with their players, oldest first. `scope`: only matches with
 * at least one player inside it (each player row tells `inScope`).
 */
export async function findLiveMatches(db: DbOrTx, battleId?: string | null, scope?: Scope) {
  const scoped = scope ? scopeSql(scope, { deptCode: sql.raw('su.dept_code'), userId: sql.raw('su.id') }) : undefined;
  const conds: SQL[] = [eq(elBattleMatch.state, 0)];
  if (battleId) conds.push(eq(elBattleMatch.battleId, battleId));
  if (scoped)
    conds.push(sql`exists (select 1 from ${elBattlePlayer} sp join ${sysUser} su on su.id = sp.user_id
      where sp.match_id = ${elBattleMatch.id} and ${scoped})`);
  const where = and(...conds);
  const matches = await db
    .select({ match: elBattleMatch, title: elBattle.title })
    .from(elBattleMatch)
    .innerJoin(elBattle, eq(elBattle.id, elBattleMatch.battleId))
    .where(where)
    .orderBy(asc(elBattleMatch.startTime))
    .limit(500);
  const ids = matches.map((m) => m.match.id);
  const players = ids.length
    ? await db
        .select({
          matchId: elBattlePlayer.matchId,
          userId: elBattlePlayer.userId,
          seat: elBattlePlayer.seat,
          realName: sysUser.realName,
          deptCode: sysUser.deptCode,
          deptName: sysDepart.deptName,
          inScope: scope ? scopeInSql(scope) : sql<boolean>`true`,
        })
        .from(elBattlePlayer)
        .leftJoin(sysUser, eq(sysUser.id, elBattlePlayer.userId))
        .leftJoin(sysDepart, eq(sysDepart.deptCode, sysUser.deptCode))
        .where(inArray(elBattlePlayer.matchId, ids))
        .orderBy(asc(elBattlePlayer.seat))
    : [];
  return { matches, players };
}

/** Is the joined `sys_user` row inside the scope (a boolean column). */
export function scopeInSql(scope: Scope): SQL<boolean> {
  const c = scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id });
  return c ? sql<boolean>`coalesce(${c}, false)` : sql<boolean>`true`;
}
