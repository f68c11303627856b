import type { BattleOutcome } from '@xuekao/contracts';

/**
 * The shapes a match and its outcome share (battle-match.ts plays the rounds, battle-outcome.ts ranks and
 * scores the end): a question, a seat and its answers, a seat's result, the points of a battle.
 */

export interface MatchQuestion {
  id: string;
  quType: number;
  content: string;
  image: string;
  options: Array<{ id: string; tag: string; content: string; image: string; isRight: boolean }>;
}
export interface MatchSeat {
  userId: string;
  name: string;
  avatar: string;
}
export interface Answer {
  optionIds: string[];
  /** Milliseconds from the round's start. */
  ms: number;
  right: boolean;
  score: number;
}
export interface SeatState extends MatchSeat {
  seat: number;
  left: boolean;
  away: boolean;
  total: number;
  answers: Map<number, Answer>;
}
export interface SeatResult {
  userId: string;
  seat: number;
  name: string;
  score: number;
  rightCount: number;
  rank: number;
  outcome: BattleOutcome;
  left: boolean;
  points: number;
  answers: Array<{ idx: number; quId: string; optionIds: string[]; isRight: boolean; score: number; ms: number }>;
}
export interface PointsRule {
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  pointsSolo: number;
}
