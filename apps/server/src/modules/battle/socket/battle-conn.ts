import type { AppContext } from '@server/app-context.ts';
import { newId } from '@server/lib/ids.ts';
import { clockIn, dayIn } from '@server/lib/site-day.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  BATTLE_ROOM_MIN_PLAYERS,
  BATTLE_ROOM_WAIT_SEC,
  BATTLE_SOLO_OFFER_SEC,
  BattleClientMessageSchema,
  type BattleMode,
  type BattleServerMessage,
  inTimeRange,
} from '@xuekao/contracts';
import type { BattleDbRow } from '../contest/battle.queries.ts';
import { findPlayableBattle } from '../contest/battle.queries.ts';
import { countMatchesOfDay, findPlayingOf } from '../match/battle-play.queries.ts';
import { busyKey, closeGroup, joinQueue, leaveQueue, type Ticket } from '../queue/battle-queue.ts';
import { type BattleHub, errorMsg } from './battle-hub.ts';

/** Matchmaking requests (match, solo) a learner may make per window. */
const RATE_MAX = 20;
const RATE_WINDOW_SEC = 10;

/**
 * When a waiting room player first tries to start the room short of full (BATTLE_ROOM_WAIT_SEC), and how
 * often they try again while fewer than BATTLE_ROOM_MIN_PLAYERS wait. Tests shorten them.
 */
export const roomWait = { firstMs: BATTLE_ROOM_WAIT_SEC * 1000, againMs: 5000 };

/**
 * One learner's battle socket: matchmaking (queue, solo offer after BATTLE_SOLO_OFFER_SEC), and the relay of
 * their answers to the match's owner. The learner is in at most one queue or match (a kv claim across
 * processes while queued, the database's one-playing index while playing).
 */
export class BattleConn {
  readonly id = newId();
  matchId: string | null = null;
  private queued: { mode: BattleMode; ticketId: string } | null = null;
  private soloTimer: NodeJS.Timeout | undefined;
  private roomTimer: NodeJS.Timeout | undefined;
  private busy = Promise.resolve();
  /** What the hub delivered before hello went out (the socket is in the hub while open() looks up the match). */
  private held: BattleServerMessage[] | null = [];

  constructor(
    private readonly app: AppContext,
    private readonly hub: BattleHub,
    private readonly session: Session,
    readonly battleId: string,
    private readonly write: (msg: BattleServerMessage) => void,
  ) {}

  private now() {
    return Date.now();
  }

  /** A message from the match or the queue for this learner. */
  deliver(msg: BattleServerMessage): void {
    if (this.held) {
      this.held.push(msg);
      return;
    }
    if (msg.type === 'found') {
      this.matchId = msg.matchId;
      this.clearQueue();
      this.hub.input({ kind: 'ack', matchId: msg.matchId, userId: this.session.userId });
    } else if (msg.type === 'end' && msg.matchId === this.matchId) this.matchId = null;
    else if (msg.type === 'unqueued') this.clearQueue();
    else if (msg.type === 'error' && (msg.code === 'no-questions' || msg.code === 'busy') && this.queued) {
      this.clearQueue();
    }
    this.write(msg);
  }

  private clearQueue(): void {
    clearTimeout(this.soloTimer);
    clearTimeout(this.roomTimer);
    if (this.queued) void this.releaseBusy();
    this.queued = null;
  }

  private async releaseBusy(): Promise<void> {
    if ((await this.app.kv.get(busyKey(this.session.userId))) === this.id)
      await this.app.kv.del(busyKey(this.session.userId));
  }

  /** On connect: hello, and the match in progress (if any) is resumed. */
  async open(): Promise<void> {
    try {
      const playing = await this.playing();
      if (playing && playing.match.battleId === this.battleId) this.matchId = playing.match.id;
      this.write({ type: 'hello', serverTime: this.now(), matchId: this.matchId });
    } finally {
      // also when the lookup failed: nothing is held for ever
      const held = this.held ?? [];
      this.held = null;
      for (const m of held) this.deliver(m);
    }
    if (this.matchId) this.hub.input({ kind: 'resume', matchId: this.matchId, userId: this.session.userId });
  }

  /** The learner's match in progress, if any; one whose owner process is gone is voided now (dropOrphan). */
  private async playing() {
    const row = await findPlayingOf(this.app.db, this.session.userId);
    return row && !(await this.hub.dropOrphan(row.match)) ? row : undefined;
  }

  /** Handles one text frame; messages of a learner run one after the other. */
  handle(text: string): void {
    this.busy = this.busy.then(() => this.handleNow(text)).catch((e) => this.app.log.error(e));
  }

  private async handleNow(text: string): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = null;
    }
    const parsed = BattleClientMessageSchema.safeParse(raw);
    if (!parsed.success) return this.write(errorMsg('bad'));
    const m = parsed.data;
    const userId = this.session.userId;
    switch (m.type) {
      case 'ping':
        return this.write({ type: 'pong', serverTime: this.now() });
      case 'match':
        return this.join(m.mode);
      case 'cancel':
        return this.cancel();
      case 'solo':
        return this.acceptSolo();
      case 'answer':
        if (m.matchId !== this.matchId) return this.write(errorMsg('not-in-match'));
        return this.hub.input({ kind: 'answer', matchId: m.matchId, userId, index: m.index, optionIds: m.optionIds });
      case 'leave':
        if (m.matchId !== this.matchId) return this.write(errorMsg('not-in-match'));
        return this.hub.input({ kind: 'leave', matchId: m.matchId, userId });
    }
  }

  /** The checks before a learner may queue or start a solo challenge; answers the contest or null (told why). */
  private async precheck(mode: BattleMode): Promise<BattleDbRow | null> {
    const userId = this.session.userId;
    if ((await this.app.kv.incr(`battle:rate:${userId}`, RATE_WINDOW_SEC)) > RATE_MAX) return this.fail('rate');
    const battle = await findPlayableBattle(this.app.db, this.battleId, this.session);
    if (!battle) return this.fail('not-open');
    const maintenance = await this.app.settings.maintenance();
    if (maintenance.on) return this.fail('maintenance', maintenance.msg);
    if (!(battle.modes as string[]).includes(mode)) return this.fail('mode');
    if (await this.playing()) return this.fail('busy');
    this.matchId = null; // the database says the learner plays no match (it ended, was voided, or they left)
    if (!inTimeRange(battle.openHours, clockIn(this.app.config.SITE_TZ))) return this.fail('closed-hours');
    if (
      battle.dailyLimit > 0 &&
      (await countMatchesOfDay(this.app.db, battle.id, userId, dayIn(this.app.config.SITE_TZ))) >= battle.dailyLimit
    )
      return this.fail('daily-limit');
    return battle;
  }

  private fail(code: Parameters<typeof errorMsg>[0], msg?: string): null {
    this.write(errorMsg(code, msg));
    return null;
  }

  private async join(mode: BattleMode): Promise<void> {
    if (mode === 'solo') return this.startSolo();
    if (this.queued) return this.fail('busy') ?? undefined;
    const battle = await this.precheck(mode);
    if (!battle) return;
    const userId = this.session.userId;
    if (!(await this.app.kv.setIfAbsent(busyKey(userId), this.id, 120))) return this.fail('busy') ?? undefined;
    const size = mode === 'room' ? battle.roomSize : 2;
    const ticketId = newId();
    this.queued = { mode, ticketId };
    const since = this.now();
    this.write({ type: 'queued', serverTime: since, mode, since });
    if ((battle.modes as string[]).includes('solo')) {
      // Never before the full wait: a timer may fire a millisecond early by the clock, then it waits the rest.
      const offerAt = since + BATTLE_SOLO_OFFER_SEC * 1000;
      const offer = () => {
        if (!this.queued) return;
        const rest = offerAt - this.now();
        if (rest > 0) {
          this.soloTimer = setTimeout(offer, rest);
          return;
        }
        this.write({ type: 'solo-offer', serverTime: this.now(), waitedSec: BATTLE_SOLO_OFFER_SEC });
      };
      this.soloTimer = setTimeout(offer, BATTLE_SOLO_OFFER_SEC * 1000);
    }
    if (mode === 'room' && size > BATTLE_ROOM_MIN_PLAYERS) this.armRoom(battle, size, roomWait.firstMs);
    const me: Ticket = { id: ticketId, userId, connId: this.id, at: since };
    await this.startGroups(battle, mode, await joinQueue(this.app.kv, battle.id, mode, me, size));
  }

  private async startGroups(battle: BattleDbRow, mode: BattleMode, groups: Ticket[][]): Promise<void> {
    for (const g of groups)
      await this.hub.startMatch(
        battle,
        mode,
        g.map((t) => t.userId),
      );
  }

  /** While queued for a room: after the wait, start it with those waiting if they are enough; else retry. */
  private armRoom(battle: BattleDbRow, size: number, ms: number): void {
    this.roomTimer = setTimeout(() => {
      this.busy = this.busy
        .then(async () => {
          if (!this.queued) return;
          const groups = await closeGroup(this.app.kv, battle.id, 'room', size, BATTLE_ROOM_MIN_PLAYERS);
          if (groups) await this.startGroups(battle, 'room', groups);
          if (this.queued) this.armRoom(battle, size, roomWait.againMs);
        })
        .catch((e) => this.app.log.error(e));
    }, ms);
  }

  /** Leaves the queue; answers whether the ticket was still waiting (false: a match took it). */
  private async dequeue(): Promise<boolean> {
    if (!this.queued) return false;
    const waiting = await leaveQueue(this.app.kv, this.queued.ticketId);
    if (waiting) this.clearQueue();
    return waiting;
  }

  private async cancel(): Promise<void> {
    if (await this.dequeue()) this.write({ type: 'unqueued', serverTime: this.now() });
  }

  private async acceptSolo(): Promise<void> {
    if (this.queued && !(await this.dequeue())) return; // an opponent was found meanwhile: 'found' follows
    await this.startSolo();
  }

  private async startSolo(): Promise<void> {
    if (this.queued) return this.fail('busy') ?? undefined;
    const battle = await this.precheck('solo');
    if (!battle) return;
    await this.hub.startMatch(battle, 'solo', [this.session.userId]);
  }

  /** The socket closed: leave the queue; a match in progress counts the learner away until they are back. */
  async close(): Promise<void> {
    clearTimeout(this.soloTimer);
    clearTimeout(this.roomTimer);
    await this.busy;
    if (this.queued) await this.dequeue();
    await this.releaseBusy();
    if (this.matchId) this.hub.input({ kind: 'away', matchId: this.matchId, userId: this.session.userId });
  }
}
