import type { BattleMode, BattlePlayer, BattleQuestion, BattleServerMessage } from '@xuekao/contracts';

type Msg<T extends BattleServerMessage['type']> = Extract<BattleServerMessage, { type: T }>;

/** Where the match screen is: connecting, choosing, waiting for an opponent, in a match, or after its end. */
export type BattlePhase = 'connecting' | 'idle' | 'queued' | 'playing' | 'ended';

export interface BattleRound {
  index: number;
  total: number;
  question: BattleQuestion;
  startAt: number;
  deadline: number;
  /** Seats that locked their answer (who, not what). */
  answeredSeats: number[];
  /** My locked answer (null: not answered yet). */
  myAnswer: string[] | null;
  /** Sent, not yet accepted by the server. */
  sending: boolean;
}

export interface BattleState {
  phase: BattlePhase;
  connected: boolean;
  /** Server clock minus this browser's clock (ms), from the last message's `serverTime`. */
  offset: number;
  /** The match the server resumes after `hello` (a reconnect). */
  resuming: boolean;
  queue: { mode: BattleMode; since: number } | null;
  soloOffer: boolean;
  match: {
    matchId: string;
    mode: BattleMode;
    players: BattlePlayer[];
    mySeat: number;
    total: number;
    seconds: number;
    scores: number[];
    /** Seats that left the match (they lose). */
    leftSeats: number[];
  } | null;
  round: BattleRound | null;
  /** The last closed round: key and each seat's result. */
  result: Msg<'round-result'> | null;
  end: Msg<'end'> | null;
  /** The last refusal (`late`, `daily-limit`, ...), shown once. */
  error: Msg<'error'> | null;
  /**
   * Rounds (1-based) that closed while this page was not connected and that I had not answered: they count
   * as unanswered. Set when the match resumes at a later round, cleared by the next round.
   */
  missed: number[];
}

export type BattleAction =
  | { type: 'server'; msg: BattleServerMessage; receivedAt: number }
  | { type: 'open' }
  | { type: 'closed' }
  | { type: 'answer-sent'; optionIds: string[] }
  | { type: 'clear-error' }
  /** The match named in `hello` was not resumed in time (voided meanwhile): back to choosing. */
  | { type: 'resume-timeout' };

export const initialBattleState: BattleState = {
  phase: 'connecting',
  connected: false,
  offset: 0,
  resuming: false,
  queue: null,
  soloOffer: false,
  match: null,
  round: null,
  result: null,
  end: null,
  error: null,
  missed: [],
};

/** Codes that end a wait (the learner cannot play now); the others refuse one message only. */
const STOPPING = new Set([
  'not-open',
  'daily-limit',
  'closed-hours',
  'busy',
  'rate',
  'mode',
  'no-questions',
  'maintenance',
]);

function onServer(s: BattleState, m: BattleServerMessage): BattleState {
  switch (m.type) {
    case 'hello':
      // a match in progress is resumed ('found' and the open round follow); else the learner chooses
      if (m.matchId) return { ...s, resuming: true, phase: 'playing', queue: null, soloOffer: false };
      return { ...s, resuming: false, phase: s.phase === 'ended' ? 'ended' : 'idle', queue: null, soloOffer: false };
    case 'queued':
      return {
        ...s,
        phase: 'queued',
        queue: { mode: m.mode, since: m.since },
        soloOffer: false,
        end: null,
        round: null,
        result: null,
        error: null,
      };
    case 'unqueued':
      return s.phase === 'queued' ? { ...s, phase: 'idle', queue: null, soloOffer: false } : s;
    case 'solo-offer':
      return s.phase === 'queued' ? { ...s, soloOffer: true } : s;
    case 'found': {
      const same = s.match?.matchId === m.matchId;
      return {
        ...s,
        phase: 'playing',
        resuming: false,
        queue: null,
        soloOffer: false,
        end: null,
        error: null,
        result: same ? s.result : null,
        round: same ? s.round : null,
        match: {
          matchId: m.matchId,
          mode: m.mode,
          players: m.players,
          mySeat: m.mySeat,
          total: m.total,
          seconds: m.seconds,
          scores: m.scores,
          leftSeats: same && s.match ? s.match.leftSeats : [],
        },
      };
    }
    case 'round':
      if (s.match?.matchId !== m.matchId) return s;
      return {
        ...s,
        phase: 'playing',
        missed: missedBefore(s, m.index),
        result: null,
        round: {
          index: m.index,
          total: m.total,
          question: m.question,
          startAt: m.startAt,
          deadline: m.deadline,
          answeredSeats: m.answeredSeats,
          myAnswer: m.myAnswer,
          sending: false,
        },
      };
    case 'accepted':
      if (!s.round || s.round.index !== m.index || s.match?.matchId !== m.matchId) return s;
      return {
        ...s,
        round: {
          ...s.round,
          sending: false,
          answeredSeats: addSeat(s.round.answeredSeats, s.match.mySeat),
        },
      };
    case 'answered':
      if (!s.round || s.round.index !== m.index || s.match?.matchId !== m.matchId) return s;
      return { ...s, round: { ...s.round, answeredSeats: addSeat(s.round.answeredSeats, m.seat) } };
    case 'round-result': {
      if (!s.match || s.match.matchId !== m.matchId) return s;
      const scores = [...s.match.scores];
      for (const r of m.results) scores[r.seat] = r.total;
      return { ...s, result: m, match: { ...s.match, scores } };
    }
    case 'left':
      if (!s.match || s.match.matchId !== m.matchId) return s;
      return { ...s, match: { ...s.match, leftSeats: addSeat(s.match.leftSeats, m.seat) } };
    case 'end': {
      if (s.match && s.match.matchId !== m.matchId) return s;
      const scores = s.match ? [...s.match.scores] : [];
      for (const r of m.results) scores[r.seat] = r.score;
      // the last round and its result stay, so the page can show them a moment before the final result
      return { ...s, phase: 'ended', end: m, match: s.match ? { ...s.match, scores } : null };
    }
    case 'error': {
      if (m.code === 'late' || m.code === 'duplicate') {
        // the round is closed or the answer was already locked: nothing more to send for it
        return { ...s, error: m, round: s.round ? { ...s.round, sending: false } : null };
      }
      if (STOPPING.has(m.code) && s.phase === 'queued') return { ...s, error: m, phase: 'idle', queue: null };
      return { ...s, error: m };
    }
    case 'pong':
      return s;
  }
}

/**
 * The rounds before `index` that closed without this page seeing them and without my answer: the one that
 * was open when the connection dropped (no result seen, nothing locked) and any that came and went while it
 * was down. Empty when the rounds followed one another as usual.
 */
function missedBefore(s: BattleState, index: number): number[] {
  const last = s.round;
  if (!last || index <= last.index + 1) {
    const lastClosedUnseen = last && index === last.index + 1 && s.result?.index !== last.index && !last.myAnswer;
    return lastClosedUnseen ? [last.index + 1] : [];
  }
  const out: number[] = [];
  if (s.result?.index !== last.index && !last.myAnswer) out.push(last.index + 1);
  for (let i = last.index + 1; i < index; i++) out.push(i + 1);
  return out;
}

function addSeat(seats: number[], seat: number): number[] {
  return seats.includes(seat) ? seats : [...seats, seat].sort((a, b) => a - b);
}

/** The match screen's state, driven by the server's messages (it owns the clock, the rounds and the results). */
export function battleReducer(s: BattleState, a: BattleAction): BattleState {
  switch (a.type) {
    case 'open':
      return { ...s, connected: true };
    case 'closed':
      // a dropped socket: the queue is gone on the server; a match resumes on reconnect
      return { ...s, connected: false, queue: null, soloOffer: false, phase: s.phase === 'queued' ? 'idle' : s.phase };
    case 'answer-sent':
      if (!s.round || s.round.myAnswer) return s;
      return { ...s, round: { ...s.round, myAnswer: a.optionIds, sending: true } };
    case 'clear-error':
      return { ...s, error: null };
    case 'resume-timeout':
      return s.resuming && !s.match ? { ...s, resuming: false, phase: 'idle' } : s;
    case 'server': {
      const next = onServer(s, a.msg);
      return { ...next, offset: a.msg.serverTime - a.receivedAt };
    }
  }
}

/** Milliseconds left until `deadline` (server clock) at the browser time `now`. */
export function msLeft(deadline: number, offset: number, now: number): number {
  return Math.max(0, deadline - (now + offset));
}

/** The round is open for answers: not yet locked by me, not closed by a result, before the deadline. */
export function canAnswer(s: BattleState, now: number): boolean {
  const r = s.round;
  if (!r || r.myAnswer || s.result?.index === r.index) return false;
  return msLeft(r.deadline, s.offset, now) > 0 && now + s.offset >= r.startAt;
}
