import type { AppContext } from '@server/app-context.ts';
import { newId } from '@server/lib/ids.ts';
import { dayIn } from '@server/lib/site-day.ts';
import { BATTLE_QU_TYPES, type BattleMode, type BattleServerMessage } from '@xuekao/contracts';
import { findProtectedQuIds } from '../../answer-seal/answer-seal.queries.ts';
import type { BattleDbRow } from '../contest/battle.queries.ts';
import { finishMatch } from '../match/battle-end.service.ts';
import { BattleMatch } from '../match/battle-match.ts';
import {
  findPlayerProfiles,
  findPlayingOf,
  findQusWithOptions,
  findSourceQuIds,
  insertMatch,
  type MatchDbRow,
  releasePlayer,
  voidMatch,
  voidStaleMatches,
} from '../match/battle-play.queries.ts';
import type { MatchQuestion } from '../match/battle-types.ts';
import { busyKey } from '../queue/battle-queue.ts';

/**
 * The battle fan-out of one process. A match runs on the process that created it (`matches`); players may
 * sit on any process: what the match sends goes out on the bus (`battle:out`) and each process hands it to
 * its own sockets (`conns`); what players send goes to the bus (`battle:in`) and the owner applies it.
 * With the in-process bus all of this stays in memory.
 */

const OUT = 'battle:out';
const IN = 'battle:in';
const SWEEP_MS = 60_000;
/** A process tells it is alive every BEAT_MS (`battle:proc:<id>`, lives BEAT_TTL_SEC). */
const BEAT_MS = 5_000;
const BEAT_TTL_SEC = 15;
/** A match younger than this is never taken for orphaned (its owner may not have written its claim yet). */
const ORPHAN_GRACE_MS = 10_000;

export interface Delivery {
  battleId: string;
  deliver(msg: BattleServerMessage): void;
}
interface OutMsg {
  battleId: string;
  to: string[];
  msg: BattleServerMessage;
}
export type InMsg =
  | { kind: 'answer'; matchId: string; userId: string; index: number; optionIds: string[] }
  | { kind: 'leave' | 'away' | 'resume' | 'ack'; matchId: string; userId: string };

export const liveKey = (matchId: string) => `battle:live:${matchId}`;
/** Which process owns a match, and that process's heartbeat. */
const ownerKey = (matchId: string) => `battle:owner:${matchId}`;
const procKey = (procId: string) => `battle:proc:${procId}`;

export class BattleHub {
  readonly conns = new Map<string, Set<Delivery>>();
  readonly matches = new Map<string, BattleMatch>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly procId = newId();
  private readonly beat: NodeJS.Timeout;

  constructor(private readonly app: AppContext) {
    app.bus.subscribe(OUT, (raw) => {
      const m = raw as OutMsg;
      for (const userId of m.to)
        for (const c of this.conns.get(userId) ?? []) if (c.battleId === m.battleId) c.deliver(m.msg);
    });
    app.bus.subscribe(IN, (raw) => this.apply(raw as InMsg));
    this.sweeper = setInterval(() => void voidStaleMatches(app.db).catch(() => {}), SWEEP_MS);
    this.sweeper.unref();
    const beat = () => void app.kv.set(procKey(this.procId), '1', BEAT_TTL_SEC).catch(() => {});
    beat();
    this.beat = setInterval(beat, BEAT_MS);
    this.beat.unref();
  }

  /**
   * Voids the match (in progress in the database) when no live process owns it: its owner crashed or was
   * stopped (issue 24 item 10; before, its players stayed busy until the sweep, minutes later). Answers
   * whether the match is gone. A match of this process, or one whose owner still beats, is left alone.
   */
  async dropOrphan(match: MatchDbRow): Promise<boolean> {
    if (match.state !== 0) return true;
    if (this.matches.has(match.id)) return false;
    const owner = await this.app.kv.get(ownerKey(match.id));
    if (owner ? await this.app.kv.get(procKey(owner)) : Date.now() - match.startTime.getTime() < ORPHAN_GRACE_MS)
      return false;
    await voidMatch(this.app.db, match.id);
    return true;
  }

  add(userId: string, c: Delivery): void {
    const set = this.conns.get(userId) ?? new Set<Delivery>();
    this.conns.set(userId, set);
    set.add(c);
  }
  remove(userId: string, c: Delivery): void {
    const set = this.conns.get(userId);
    set?.delete(c);
    if (set && !set.size) this.conns.delete(userId);
  }

  /** Sends a message to users of a contest, wherever their sockets are. */
  send(battleId: string, to: string[], msg: BattleServerMessage): void {
    void this.app.bus.publish(OUT, { battleId, to, msg } satisfies OutMsg).catch((e) => this.app.log.error(e));
  }

  /** Passes a player's input to the process that owns the match. */
  input(m: InMsg): void {
    void this.app.bus.publish(IN, m).catch((e) => this.app.log.error(e));
  }

  private apply(m: InMsg): void {
    const match = this.matches.get(m.matchId);
    if (!match) return;
    if (m.kind === 'answer') {
      const code = match.answer(m.userId, m.index, m.optionIds);
      if (code) this.send(match.battleId, [m.userId], errorMsg(code));
    } else if (m.kind === 'leave') match.leave(m.userId);
    else if (m.kind === 'away') match.away(m.userId);
    else if (m.kind === 'ack') match.ack(m.userId);
    else match.resume(m.userId);
  }

  /**
   * Starts a match of `userIds` on this process: draws the questions, writes the match (refused when one of
   * them already plays one), and tells everyone. Answers false when it could not start (players told why).
   */
  async startMatch(battle: BattleDbRow, mode: BattleMode, userIds: string[]): Promise<boolean> {
    // The questions share one draw: none whose key is protected for any of the players (issue 24).
    const protectedIds = new Set([...(await findProtectedQuIds(this.app.db, userIds)).values()].flatMap((q) => [...q]));
    const ids = await findSourceQuIds(this.app.db, battle, BATTLE_QU_TYPES, battle.quCount, [...protectedIds]);
    const questions = (await findQusWithOptions(this.app.db, ids)) as MatchQuestion[];
    if (!questions.length) {
      this.send(battle.id, userIds, errorMsg('no-questions'));
      return false;
    }
    const profiles = await findPlayerProfiles(this.app.db, userIds);
    const matchId = newId();
    const day = dayIn(this.app.config.SITE_TZ);
    const write = () =>
      insertMatch(
        this.app.db,
        { id: matchId, battleId: battle.id, mode, quIds: questions.map((q) => q.id), seconds: battle.seconds },
        userIds.map((userId, seat) => ({ matchId, userId, battleId: battle.id, seat, day })),
      );
    let ok = await write();
    if (!ok) {
      for (const u of userIds) await voidStaleMatches(this.app.db, u);
      ok = await write();
    }
    if (!ok) {
      for (const u of userIds) {
        const busy = await findPlayingOf(this.app.db, u);
        this.send(battle.id, [u], busy ? errorMsg('busy') : { type: 'unqueued', serverTime: Date.now() });
      }
      return false;
    }
    const ttl = (battle.seconds + 5) * questions.length + 120;
    await this.app.kv.set(ownerKey(matchId), this.procId, ttl);
    // Playing is now guarded by the database; their queue claims end here, whatever socket held them.
    for (const u of userIds) await this.app.kv.del(busyKey(u));
    const seats = userIds.map((userId) => ({
      userId,
      name: profiles.get(userId)?.name ?? '',
      avatar: profiles.get(userId)?.avatar ?? '',
    }));
    const match = new BattleMatch(matchId, battle.id, mode, battle.seconds, questions, seats, battle, {
      now: () => Date.now(),
      send: (to, msg) => this.send(battle.id, to, msg),
      live: (round, scores) => void this.app.kv.set(liveKey(matchId), JSON.stringify({ round, scores }), 3600),
      finish: (results) => finishMatch(this.app, battle, matchId, day, results),
      done: () => {
        this.matches.delete(matchId);
        void this.app.kv.del(ownerKey(matchId)).catch(() => {});
      },
      hidden: async (to, quId) => new Set([...(await findProtectedQuIds(this.app.db, to, [quId])).keys()]),
      release: (userId) => void releasePlayer(this.app.db, matchId, userId).catch((e) => this.app.log.error(e)),
    });
    this.matches.set(matchId, match);
    match.start();
    return true;
  }

  /** Server shutdown: stops this process's matches (voided later by the sweep) and the sweep. */
  close(): void {
    clearInterval(this.sweeper);
    clearInterval(this.beat);
    void this.app.kv.del(procKey(this.procId)).catch(() => {});
    for (const m of this.matches.values()) m.stop();
    this.matches.clear();
  }
}

const ERROR_TEXT: Record<string, string> = {
  late: '本题已结束，答案未被接受！',
  duplicate: '本题已经作答，不能重复提交！',
  'not-open': '竞赛未开始、已结束或您不在参赛范围内！',
  'daily-limit': '今日场次已用完，请明天再来！',
  'closed-hours': '现在不在竞赛的每日开放时段内，请在开放时段再来！',
  busy: '您正在另一场对局或匹配中！',
  rate: '操作过于频繁，请稍后再试！',
  mode: '本竞赛不支持该比赛模式！',
  bad: '消息格式不正确！',
  'no-questions': '题库中没有可用的题目，请联系管理员！',
  'not-in-match': '您不在这场对局中！',
};

export function errorMsg(
  code: Extract<BattleServerMessage, { type: 'error' }>['code'],
  msg?: string,
): BattleServerMessage {
  return { type: 'error', serverTime: Date.now(), code, msg: msg ?? ERROR_TEXT[code] ?? '操作失败！' };
}
