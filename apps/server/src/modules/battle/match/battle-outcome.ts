import {
  BATTLE_RIGHT_POINTS,
  BATTLE_SOLO_PASS_RATIO,
  BATTLE_SPEED_BONUS,
  type BattleMode,
  type BattleOutcome,
} from '@xuekao/contracts';
import type { PointsRule, SeatResult, SeatState } from './battle-types.ts';

/**
 * The end of a match (docs/decisions/contests.md "Score and outcome"): ranks by score (a player who left after those
 * who stayed, equal scores share a rank); the single best score wins, tied best scores draw, the rest lose;
 * a player who left loses with 0 points; when one player is left, they win. Solo: outcome 'solo', its points
 * when at least BATTLE_SOLO_PASS_RATIO of the questions are right.
 */

/** Score of a right answer that reached the server `msLeft` before the deadline of a `msAllowed` round. */
export function roundScore(right: boolean, msLeft: number, msAllowed: number): number {
  if (!right) return 0;
  const share = Math.max(0, Math.min(1, msLeft / msAllowed));
  return BATTLE_RIGHT_POINTS + Math.round(BATTLE_SPEED_BONUS * share);
}

/** Ranks, outcomes, points and answers of every seat. */
export function matchResults(
  mode: BattleMode,
  seats: readonly SeatState[],
  quIds: readonly string[],
  rule: PointsRule,
): SeatResult[] {
  const order = [...seats].sort((a, b) => Number(a.left) - Number(b.left) || b.total - a.total);
  const rankOf = new Map<number, number>();
  order.forEach((s, i) => {
    const prev = order[i - 1];
    const same = prev && prev.left === s.left && prev.total === s.total;
    rankOf.set(s.seat, same ? (rankOf.get(prev.seat) ?? i + 1) : i + 1);
  });
  const active = seats.filter((s) => !s.left);
  const top = Math.max(...active.map((s) => s.total), -1);
  const tops = active.filter((s) => s.total === top);
  const need = Math.ceil(quIds.length * BATTLE_SOLO_PASS_RATIO);
  return seats.map((s) => {
    const rightCount = [...s.answers.values()].filter((a) => a.right).length;
    let outcome: BattleOutcome;
    let points: number;
    if (mode === 'solo') {
      outcome = 'solo';
      points = !s.left && rightCount >= need ? rule.pointsSolo : 0;
    } else if (s.left) {
      outcome = 'loss';
      points = 0;
    } else if (tops.includes(s) && (tops.length === 1 || active.length === 1)) {
      outcome = 'win';
      points = rule.pointsWin;
    } else if (tops.includes(s)) {
      outcome = 'draw';
      points = rule.pointsDraw;
    } else {
      outcome = 'loss';
      points = rule.pointsLoss;
    }
    return {
      userId: s.userId,
      seat: s.seat,
      name: s.name,
      score: s.total,
      rightCount,
      rank: rankOf.get(s.seat) ?? s.seat + 1,
      outcome,
      left: s.left,
      points,
      answers: [...s.answers.entries()].map(([idx, a]) => ({
        idx,
        quId: quIds[idx],
        optionIds: a.optionIds,
        isRight: a.right,
        score: a.score,
        ms: a.ms,
      })),
    };
  });
}
