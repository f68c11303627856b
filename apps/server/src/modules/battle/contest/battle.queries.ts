import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import {
  elBattle,
  elBattleAnswer,
  elBattleMatch,
  elBattlePlayer,
  elBattleRange,
  elBattleRank,
  elRepo,
  sysUser,
} from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, getTableColumns, gt, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';

export type BattleDbRow = typeof elBattle.$inferSelect;
export type NewBattle = typeof elBattle.$inferInsert;
export type PageReq = Pick<PagingRequest, 'current' | 'size' | 'orders'>;

const BATTLE_ID = sql.raw('"el_battle"."id"');
const { content: _content, ...listColumns } = getTableColumns(elBattle);
export type BattleListRow = Omit<BattleDbRow, 'content'> & { matchCount: number; playerCount: number };

export interface BattleFilter {
  title?: string;
  openType?: number | null;
  state?: number | null;
}

function filterConds(f: BattleFilter): SQL[] {
  const conds: SQL[] = [];
  if (f.title?.trim()) conds.push(ilike(elBattle.title, `%${escapeLike(f.title.trim())}%`));
  if (f.openType != null) conds.push(eq(elBattle.openType, f.openType));
  if (f.state != null) conds.push(eq(elBattle.state, f.state));
  return conds;
}

const sortable = { title: elBattle.title, startTime: elBattle.startTime, createTime: elBattle.createTime };
const tallies = {
  matchCount: sql<number>`(select count(*)::int from ${elBattleMatch} m where m.battle_id = ${BATTLE_ID} and m.state = 1)`,
  playerCount: sql<number>`(select count(distinct r.user_id)::int from ${elBattleRank} r where r.battle_id = ${BATTLE_ID})`,
};

/** Staff list: every contest, newest first, with finished matches and distinct players. */
export function findBattlePage(db: DbOrTx, req: PageReq, f: BattleFilter) {
  const conds = filterConds(f);
  const where = conds.length ? and(...conds) : undefined;
  return runPage<BattleListRow>(
    req,
    sortable,
    [desc(elBattle.createTime), desc(elBattle.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({ ...listColumns, ...tallies })
        .from(elBattle)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elBattle).where(where))[0]?.n ?? 0,
  );
}

/** The learner's range condition: public (1), their department or one above it (2), or listed (3). */
export function battleInRangeOf(userId: string, deptCode: string): SQL {
  return sql`(${elBattle.openType} = 1
    or (${elBattle.openType} = 2 and exists (select 1 from ${elBattleRange} r where r.battle_id = ${BATTLE_ID}
        and r.kind = 'dept' and starts_with(${deptCode}, r.ref)))
    or (${elBattle.openType} = 3 and exists (select 1 from ${elBattleRange} r where r.battle_id = ${BATTLE_ID}
        and r.kind = 'user' and r.ref = ${userId})))`;
}

/** Open now (enabled, started, not ended) and in the learner's range. */
function playableBy(who: { userId: string; deptCode: string }, now: Date): SQL {
  return and(
    eq(elBattle.state, 0),
    lte(elBattle.startTime, now),
    gt(elBattle.endTime, now),
    battleInRangeOf(who.userId, who.deptCode),
  ) as SQL;
}

/** The learner's contests (open now and in range) with their matches today. */
export function findLearnerBattlePage(
  db: DbOrTx,
  req: PageReq,
  f: BattleFilter,
  who: { userId: string; deptCode: string },
  day: string,
) {
  const conds = [...filterConds({ title: f.title }), playableBy(who, new Date())];
  const where = and(...conds);
  const today = sql<number>`(select count(*)::int from ${elBattlePlayer} p
    where p.battle_id = ${BATTLE_ID} and p.user_id = ${who.userId} and p.day = ${day})`;
  return runPage(
    req,
    sortable,
    [desc(elBattle.startTime), desc(elBattle.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({ ...listColumns, todayMatches: today })
        .from(elBattle)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elBattle).where(where))[0]?.n ?? 0,
  );
}

/** Is the contest in the learner's range (whatever its time or state)? */
export async function isBattleInRange(
  db: DbOrTx,
  id: string,
  who: { userId: string; deptCode: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: elBattle.id })
    .from(elBattle)
    .where(and(eq(elBattle.id, id), battleInRangeOf(who.userId, who.deptCode)));
  return !!row;
}

/** The contest if the learner may play it now. */
export async function findPlayableBattle(
  db: DbOrTx,
  id: string,
  who: { userId: string; deptCode: string },
): Promise<BattleDbRow | undefined> {
  const [row] = await db
    .select()
    .from(elBattle)
    .where(and(eq(elBattle.id, id), playableBy(who, new Date())));
  return row;
}

export async function findBattleById(db: DbOrTx, id: string): Promise<BattleDbRow | undefined> {
  const [row] = await db.select().from(elBattle).where(eq(elBattle.id, id)).limit(1);
  return row;
}

export async function getBattleById(db: DbOrTx, id: string): Promise<BattleDbRow> {
  const row = await findBattleById(db, id);
  if (!row) throw AppError.notFound();
  return row;
}

export async function insertBattle(db: DbOrTx, row: NewBattle): Promise<void> {
  await db.insert(elBattle).values(row);
}

export async function updateBattleById(db: DbOrTx, id: string, set: Partial<NewBattle>): Promise<void> {
  await db
    .update(elBattle)
    .set({ ...set, updateTime: new Date() })
    .where(eq(elBattle.id, id));
}

export async function updateBattleStates(db: DbOrTx, ids: string[], state: number): Promise<void> {
  await db.update(elBattle).set({ state, updateTime: new Date() }).where(inArray(elBattle.id, ids));
}

/** Marks the top-N reward as granted; answers false when it already was (first caller wins). */
export async function markBattleSettled(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(elBattle)
    .set({ settled: true })
    .where(and(eq(elBattle.id, id), eq(elBattle.settled, false)))
    .returning({ id: elBattle.id });
  return rows.length > 0;
}

export async function hasPlayingMatch(db: DbOrTx, ids: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: elBattleMatch.id })
    .from(elBattleMatch)
    .where(and(inArray(elBattleMatch.battleId, ids), eq(elBattleMatch.state, 0)))
    .limit(1);
  return !!row;
}

/** Deletes contests with their range, matches, players, answers and rankings. */
export async function deleteBattlesByIds(db: DbOrTx, ids: string[]): Promise<void> {
  const matchIds = db.select({ id: elBattleMatch.id }).from(elBattleMatch).where(inArray(elBattleMatch.battleId, ids));
  await db.delete(elBattleAnswer).where(inArray(elBattleAnswer.matchId, matchIds));
  await db.delete(elBattlePlayer).where(inArray(elBattlePlayer.battleId, ids));
  await db.delete(elBattleMatch).where(inArray(elBattleMatch.battleId, ids));
  await db.delete(elBattleRank).where(inArray(elBattleRank.battleId, ids));
  await db.delete(elBattleRange).where(inArray(elBattleRange.battleId, ids));
  await db.delete(elBattle).where(inArray(elBattle.id, ids));
}

export async function replaceBattleRange(
  db: DbOrTx,
  battleId: string,
  deptCodes: string[],
  userIds: string[],
): Promise<void> {
  await db.delete(elBattleRange).where(eq(elBattleRange.battleId, battleId));
  const rows = [
    ...[...new Set(deptCodes)].map((ref) => ({ battleId, kind: 'dept', ref })),
    ...[...new Set(userIds)].map((ref) => ({ battleId, kind: 'user', ref })),
  ];
  for (let i = 0; i < rows.length; i += 5000) await db.insert(elBattleRange).values(rows.slice(i, i + 5000));
}

/** The departments and persons a contest is open to (persons with their names). */
export async function findBattleRange(db: DbOrTx, battleId: string) {
  const rows = await db
    .select({
      kind: elBattleRange.kind,
      ref: elBattleRange.ref,
      userName: sysUser.userName,
      realName: sysUser.realName,
    })
    .from(elBattleRange)
    .leftJoin(sysUser, and(eq(elBattleRange.kind, 'user'), eq(sysUser.id, elBattleRange.ref)))
    .where(eq(elBattleRange.battleId, battleId));
  return {
    deptCodes: rows.filter((r) => r.kind === 'dept').map((r) => r.ref),
    users: rows
      .filter((r) => r.kind === 'user')
      .map((r) => ({ id: r.ref, userName: r.userName ?? '', realName: r.realName ?? '' })),
  };
}

export async function findExistingUserIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.id, ids));
  return rows.map((r) => r.id);
}

/** Contests (for the dashboard). */
export async function countBattles(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(elBattle);
  return row?.n ?? 0;
}

/** The banks of `ids` that exist, and whether each is open for training (`isTrain`). */
export async function findExistingRepos(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; isTrain: boolean }>> {
  if (!ids.length) return [];
  return db.select({ id: elRepo.id, isTrain: elRepo.isTrain }).from(elRepo).where(inArray(elRepo.id, ids));
}

/** Finished matches and distinct players of one contest. */
export async function findBattleTallies(db: DbOrTx, id: string): Promise<{ matchCount: number; playerCount: number }> {
  const [row] = await db.select(tallies).from(elBattle).where(eq(elBattle.id, id));
  return { matchCount: Number(row?.matchCount ?? 0), playerCount: Number(row?.playerCount ?? 0) };
}
