import type { DictCache } from '@server/context/dict-cache.ts';
import type {
  AdminMatchRow,
  BattleDetail,
  BattleMode,
  BattleOutcome,
  BattleRow,
  MyMatchRow,
  UserBattleRow,
} from '@xuekao/contracts';
import type { findFinishedMatchPage } from '../history/battle-match.queries.ts';
import type { findMyMatchPage } from '../rank/battle-rank.queries.ts';
import type { BattleDbRow, BattleListRow } from './battle.queries.ts';

/** The rule fields every contest view carries. */
function rulesOf(r: Omit<BattleDbRow, 'content'>) {
  return {
    quCount: r.quCount,
    seconds: r.seconds,
    modes: r.modes as BattleMode[],
    roomSize: r.roomSize,
    dailyLimit: r.dailyLimit,
    openHours: r.openHours,
    pointsWin: r.pointsWin,
    pointsDraw: r.pointsDraw,
    pointsLoss: r.pointsLoss,
    pointsSolo: r.pointsSolo,
    topN: r.topN,
    pointsTop: r.pointsTop,
  };
}

/** A contest in the staff list. Call `await app.dict.ready()` first. */
export function presentBattleRow(r: BattleListRow, dict: DictCache): BattleRow {
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    openType: r.openType,
    openType_dictText: dict.text('open_type', r.openType),
    state: r.state,
    state_dictText: dict.text('state', r.state),
    ...rulesOf(r),
    matchCount: Number(r.matchCount),
    playerCount: Number(r.playerCount),
    settled: r.settled,
    createTime: r.createTime.toISOString(),
  };
}

export function presentBattleDetail(
  r: BattleDbRow,
  tallies: { matchCount: number; playerCount: number },
  range: { deptCodes: string[]; users: Array<{ id: string; userName: string; realName: string }> },
  dict: DictCache,
): BattleDetail {
  return {
    ...presentBattleRow({ ...r, ...tallies }, dict),
    content: r.content,
    deptCodes: range.deptCodes,
    userIds: range.users.map((u) => u.id),
    users: range.users,
    repoIds: r.repoIds,
    quTypes: r.quTypes,
    levels: r.levels,
    chapterIds: r.chapterIds,
  };
}

export function presentUserBattleRow(r: Omit<BattleDbRow, 'content'>, todayMatches: number): UserBattleRow {
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    ...rulesOf(r),
    todayMatches: Number(todayMatches),
  };
}

type MyMatchDbRow = Awaited<ReturnType<typeof findMyMatchPage>>['records'][number];

export function presentMyMatch(r: MyMatchDbRow): MyMatchRow {
  return {
    matchId: r.match.id,
    contestId: r.match.battleId,
    contestTitle: r.title,
    mode: r.match.mode as BattleMode,
    startTime: r.match.startTime.toISOString(),
    endTime: (r.match.endTime ?? r.match.startTime).toISOString(),
    outcome: (r.player.outcome || 'loss') as BattleOutcome,
    left: r.player.left,
    rank: r.player.rank,
    score: r.player.score,
    rightCount: r.player.rightCount,
    total: r.match.quIds.length,
    points: r.player.points,
    opponents: (r.opponents ?? []).map(String),
  };
}

type FinishedPage = Awaited<ReturnType<typeof findFinishedMatchPage>>;

/**
 * A finished or voided match in the staff list: players outside the caller's data scope without name or
 * department (`realName` null); a voided match has no outcomes.
 */
export function presentAdminMatch(m: FinishedPage['matches'][number], players: FinishedPage['players']): AdminMatchRow {
  const voided = m.state !== 1;
  return {
    matchId: m.id,
    mode: m.mode as BattleMode,
    state: voided ? 'voided' : 'ended',
    startTime: m.startTime.toISOString(),
    endTime: (m.endTime ?? m.startTime).toISOString(),
    players: players.map((p) => ({
      realName: p.inScope ? (p.realName ?? '') : null,
      deptName: p.inScope ? (p.deptName ?? '') : '',
      score: p.score,
      rank: p.rank,
      outcome: voided || !p.outcome ? null : (p.outcome as BattleOutcome),
    })),
  };
}
