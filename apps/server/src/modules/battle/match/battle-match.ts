import type { BattleErrorCode, BattleMode, BattleServerMessage, QuType } from '@xuekao/contracts';
import { gradeQuestion } from '../../qu/grading.ts';
import { matchResults, roundScore } from './battle-outcome.ts';
import type { MatchQuestion, MatchSeat, PointsRule, SeatResult, SeatState } from './battle-types.ts';

/**
 * One match on the server clock (docs/decisions/contests.md "Rounds run on the server clock"): rounds open for everyone
 * at once, close at their deadline or when every player still in has answered; the key is sent only with the round
 * result. The match knows nothing of sockets or the database: `io` sends messages and writes the end.
 */

export interface MatchIo {
  now(): number;
  send(userIds: string[], msg: BattleServerMessage): void;
  /** Round and running scores for the staff's live view. */
  live(round: number, scores: number[]): void;
  /** Writes the result once; answers false when the match was already closed (nothing written). */
  finish(results: SeatResult[]): Promise<boolean>;
  /** The match is over and can be forgotten. */
  done(): void;
  /**
   * Of `userIds`, those who must not get the key of the question now (issue 24: it is on a paper they have
   * in progress or sealed for them by an exam hiding answers, e.g. a paper started during the match).
   */
  hidden(userIds: string[], quId: string): Promise<Set<string>>;
  /** A player has left: free them to play again while the match goes on. */
  release(userId: string): void;
}

/** Pause before the first round and between rounds: long enough to show a result, short for short rounds. */
export const gapMsOf = (seconds: number) => Math.min(2500, Math.max(300, seconds * 150));

export class BattleMatch {
  readonly seats: SeatState[];
  private index = -1;
  private startAt = 0;
  private deadline = 0;
  private closed = true;
  private ended = false;
  private timer: NodeJS.Timeout | undefined;
  private endMsg: BattleServerMessage | undefined;
  /** The closed round's scoring (it waits for io.hidden); the end waits for it. */
  private scoring: Promise<void> = Promise.resolve();

  constructor(
    readonly id: string,
    readonly battleId: string,
    readonly mode: BattleMode,
    readonly seconds: number,
    private readonly questions: MatchQuestion[],
    seats: MatchSeat[],
    private readonly rule: PointsRule,
    private readonly io: MatchIo,
  ) {
    // Every player counts as away until a process hands them `found` (`ack`): one whose socket or process
    // is gone by then (a queue ticket claimed while its process died) has left when the first round closes.
    this.seats = seats.map((s, seat) => ({ ...s, seat, left: false, away: true, total: 0, answers: new Map() }));
  }

  private get userIds() {
    return this.seats.map((s) => s.userId);
  }
  private seatOf(userId: string) {
    return this.seats.find((s) => s.userId === userId);
  }
  private base() {
    return { serverTime: this.io.now() };
  }
  private foundMsg(mySeat: number): BattleServerMessage {
    return {
      type: 'found',
      ...this.base(),
      matchId: this.id,
      mode: this.mode,
      players: this.seats.map((s) => ({ seat: s.seat, name: s.name, avatar: s.avatar })),
      mySeat,
      total: this.questions.length,
      seconds: this.seconds,
      scores: this.seats.map((s) => s.total),
    };
  }
  private roundMsg(me: SeatState | undefined): BattleServerMessage {
    const q = this.questions[this.index];
    return {
      type: 'round',
      ...this.base(),
      matchId: this.id,
      index: this.index,
      total: this.questions.length,
      question: {
        id: q.id,
        quType: q.quType,
        content: q.content,
        image: q.image,
        options: q.options.map((o) => ({ id: o.id, tag: o.tag, content: o.content, image: o.image })),
      },
      startAt: this.startAt,
      deadline: this.deadline,
      answeredSeats: this.seats.filter((s) => s.answers.has(this.index)).map((s) => s.seat),
      myAnswer: me?.answers.get(this.index)?.optionIds ?? null,
    };
  }

  /** Tells every player the match is on and schedules the first round. */
  start(): void {
    for (const s of this.seats) this.io.send([s.userId], this.foundMsg(s.seat));
    this.io.live(
      0,
      this.seats.map((s) => s.total),
    );
    this.timer = setTimeout(() => this.openRound(0), gapMsOf(this.seconds));
  }

  private openRound(i: number): void {
    if (this.ended) return;
    this.index = i;
    this.startAt = this.io.now();
    this.deadline = this.startAt + this.seconds * 1000;
    this.closed = false;
    for (const s of this.seats) if (!s.left) this.io.send([s.userId], this.roundMsg(s));
    this.io.live(
      i + 1,
      this.seats.map((s) => s.total),
    );
    this.timer = setTimeout(() => this.closeRound(), this.seconds * 1000);
  }

  /** Locks a player's answer of the open round; answers the refusal code, or null when accepted. */
  answer(userId: string, index: number, optionIds: string[]): BattleErrorCode | null {
    const me = this.seatOf(userId);
    if (!me || me.left || this.ended) return 'not-in-match';
    if (index !== this.index) return index < this.index ? 'late' : 'bad';
    if (me.answers.has(index)) return 'duplicate';
    const now = this.io.now();
    if (this.closed || now > this.deadline) return 'late';
    const q = this.questions[index];
    const ids = [...new Set(optionIds)];
    if (ids.some((id) => !q.options.some((o) => o.id === id))) return 'bad';
    const right =
      ids.length > 0 &&
      gradeQuestion(
        {
          quType: q.quType as typeof QuType.SINGLE | typeof QuType.MULTIPLE | typeof QuType.JUDGE,
          score: 1,
          options: q.options,
        },
        { optionIds: ids },
      ).isRight;
    const score = roundScore(right, this.deadline - now, this.seconds * 1000);
    me.answers.set(index, { optionIds: ids, ms: now - this.startAt, right, score });
    this.io.send([userId], { type: 'accepted', ...this.base(), matchId: this.id, index });
    this.io.send(this.userIds, { type: 'answered', ...this.base(), matchId: this.id, index, seat: me.seat });
    if (this.seats.every((s) => s.left || s.answers.has(index))) this.closeRound();
    return null;
  }

  private closeRound(): void {
    if (this.closed || this.ended) return;
    clearTimeout(this.timer);
    this.closed = true;
    const i = this.index;
    for (const s of this.seats) if (s.away && !s.left) this.markLeft(s);
    const users = this.userIds;
    this.scoring = this.io
      .hidden(users, this.questions[i].id)
      .catch(() => new Set(users)) // unsure: nobody gets the key
      .then((hidden) => this.scoreRound(i, hidden));
  }

  /**
   * Adds the round's scores and sends its result. A player who must not get the key (io.hidden) gets it
   * without key, and their answer of the round counts as not right with 0 points: their right/wrong or
   * score would tell the key (of a judge question at once).
   */
  private scoreRound(i: number, hidden: Set<string>): void {
    const q = this.questions[i];
    for (const s of this.seats) {
      const a = s.answers.get(i);
      if (a && hidden.has(s.userId)) Object.assign(a, { right: false, score: 0 });
      s.total += a?.score ?? 0;
    }
    const result = (rightOptionIds: string[]): BattleServerMessage => ({
      type: 'round-result',
      ...this.base(),
      matchId: this.id,
      index: i,
      rightOptionIds,
      results: this.seats.map((s) => {
        const a = s.answers.get(i);
        return { seat: s.seat, answered: !!a, right: !!a?.right, score: a?.score ?? 0, total: s.total };
      }),
    });
    const shown = this.userIds.filter((u) => !hidden.has(u));
    if (shown.length) this.io.send(shown, result(q.options.filter((o) => o.isRight).map((o) => o.id)));
    if (shown.length < this.seats.length) this.io.send([...hidden], result([]));
    this.io.live(
      i + 1,
      this.seats.map((s) => s.total),
    );
    if (this.ended) return;
    if (i + 1 >= this.questions.length || this.tooFewLeft()) void this.end();
    else this.timer = setTimeout(() => this.openRound(i + 1), gapMsOf(this.seconds));
  }

  private tooFewLeft(): boolean {
    const active = this.seats.filter((s) => !s.left).length;
    return this.mode === 'solo' ? active === 0 : active < 2;
  }

  private markLeft(s: SeatState): void {
    s.left = true;
    this.io.release(s.userId);
    this.io.send(this.userIds, { type: 'left', ...this.base(), matchId: this.id, seat: s.seat });
  }

  /** A player gives up: they lose; the match ends when too few players are left. */
  leave(userId: string): void {
    const me = this.seatOf(userId);
    if (!me || me.left || this.ended) return;
    this.markLeft(me);
    if (this.tooFewLeft()) void this.end();
    else if (!this.closed && this.seats.every((s) => s.left || s.answers.has(this.index))) this.closeRound();
  }

  /** The player's socket closed: unless they are back before the round closes, they have left. */
  away(userId: string): void {
    const me = this.seatOf(userId);
    if (me && !me.left) me.away = true;
  }

  /** A process handed `found` to one of the player's sockets: they are connected. */
  ack(userId: string): void {
    const me = this.seatOf(userId);
    if (me && !me.left && !this.ended) me.away = false;
  }

  /** The player is back: the match, the open round (with what was locked) or the result is sent again. */
  resume(userId: string): void {
    const me = this.seatOf(userId);
    if (!me) return;
    if (this.endMsg) {
      this.io.send([userId], this.endMsg);
      return;
    }
    if (me.left) return;
    me.away = false;
    this.io.send([userId], this.foundMsg(me.seat));
    if (!this.closed) this.io.send([userId], this.roundMsg(me));
  }

  /** Ranks, outcomes and points of every seat. */
  results(): SeatResult[] {
    return matchResults(
      this.mode,
      this.seats,
      this.questions.map((q) => q.id),
      this.rule,
    );
  }

  /** Ends the match once: writes the result, then tells every player. */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.timer);
    await this.scoring;
    const results = this.results();
    try {
      await this.io.finish(results);
      this.endMsg = {
        type: 'end',
        ...this.base(),
        matchId: this.id,
        results: results.map((r) => ({
          seat: r.seat,
          name: r.name,
          rank: r.rank,
          score: r.score,
          rightCount: r.rightCount,
          outcome: r.outcome,
          left: r.left,
          points: r.points,
        })),
      };
      this.io.send(this.userIds, this.endMsg);
    } finally {
      this.io.done();
    }
  }

  /** Stops the timers (server shutdown); the match stays open in the database until it is voided. */
  stop(): void {
    this.ended = true;
    clearTimeout(this.timer);
  }
}
