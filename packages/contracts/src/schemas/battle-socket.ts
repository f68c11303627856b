import { z } from 'zod';
import { BATTLE_MODES, BATTLE_OUTCOMES } from './battle.ts';

/**
 * The battle socket `BATTLE_SOCKET_PATH` (`/api/socket/battle/{contestId}`, token as for the other sockets:
 * the `xk_token` cookie or `?token=`): JSON text frames, one message each, `type` first. The server owns the
 * clock: `serverTime`, `startAt` and `deadline` are epoch milliseconds of the server, so the page computes its
 * offset from `serverTime` and counts down to `deadline`.
 */
export const BATTLE_SOCKET_PATH = '/api/socket/battle/:contestId';
export const battleSocketPath = (contestId: string) => `/api/socket/battle/${encodeURIComponent(contestId)}`;

// ---------------------------------------------------------------- client -> server

export const BattleClientMessageSchema = z.discriminatedUnion('type', [
  /** Join matchmaking for a mode ('pk' or 'room'); 'solo' starts a solo challenge at once. */
  z.object({ type: z.literal('match'), mode: z.enum(BATTLE_MODES) }),
  /** Leave the queue. */
  z.object({ type: z.literal('cancel') }),
  /** Accept the solo offer (after `solo-offer`): leaves the queue and starts a solo challenge. */
  z.object({ type: z.literal('solo') }),
  /** Lock the answer of round `index` (chosen option ids). One per round; later ones are refused. */
  z.object({
    type: z.literal('answer'),
    matchId: z.string().max(64),
    index: z.number().int().min(0).max(100),
    optionIds: z.array(z.string().max(64)).max(26),
  }),
  /** Give up the match (counted as a loss). */
  z.object({ type: z.literal('leave'), matchId: z.string().max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type BattleClientMessage = z.input<typeof BattleClientMessageSchema>;

// ---------------------------------------------------------------- server -> client

/** A player as the others see them: name and avatar only. `seat` is the player's index in the match. */
export const BattlePlayerSchema = z.strictObject({ seat: z.number().int(), name: z.string(), avatar: z.string() });
export type BattlePlayer = z.output<typeof BattlePlayerSchema>;

/** A question during its round: no key, no analysis. */
export const BattleQuestionSchema = z.strictObject({
  id: z.string(),
  quType: z.number().int(),
  content: z.string(),
  image: z.string(),
  options: z.array(z.strictObject({ id: z.string(), tag: z.string(), content: z.string(), image: z.string() })),
});
export type BattleQuestion = z.output<typeof BattleQuestionSchema>;

const base = { serverTime: z.number() };

export const BattleServerMessageSchema = z.discriminatedUnion('type', [
  /** First message on connect. `matchId` is set when the caller is in a match (it is resumed next). */
  z.strictObject({ type: z.literal('hello'), ...base, matchId: z.string().nullable() }),
  /** In the queue since `since`. */
  z.strictObject({ type: z.literal('queued'), ...base, mode: z.enum(BATTLE_MODES), since: z.number() }),
  /** Left the queue (cancel, or a match/solo started elsewhere). */
  z.strictObject({ type: z.literal('unqueued'), ...base }),
  /** Nobody found within BATTLE_SOLO_OFFER_SEC: the caller may accept a solo challenge (`solo`). */
  z.strictObject({ type: z.literal('solo-offer'), ...base, waitedSec: z.number().int() }),
  /** A match starts (also re-sent on reconnect): players, the caller's seat, questions and seconds. */
  z.strictObject({
    type: z.literal('found'),
    ...base,
    matchId: z.string(),
    mode: z.enum(BATTLE_MODES),
    players: z.array(BattlePlayerSchema),
    mySeat: z.number().int(),
    total: z.number().int(),
    seconds: z.number().int(),
    /** Running totals per seat (non-zero on resume). */
    scores: z.array(z.number().int()),
  }),
  /**
   * Round `index` (0-based) opens for everyone at `startAt`; answers count until `deadline`. On resume,
   * `answeredSeats` and `myAnswer` tell what was already locked.
   */
  z.strictObject({
    type: z.literal('round'),
    ...base,
    matchId: z.string(),
    index: z.number().int(),
    total: z.number().int(),
    question: BattleQuestionSchema,
    startAt: z.number(),
    deadline: z.number(),
    answeredSeats: z.array(z.number().int()),
    myAnswer: z.array(z.string()).nullable(),
  }),
  /** The caller's answer of round `index` is locked. */
  z.strictObject({ type: z.literal('accepted'), ...base, matchId: z.string(), index: z.number().int() }),
  /** `seat` answered round `index` (who, not what). */
  z.strictObject({
    type: z.literal('answered'),
    ...base,
    matchId: z.string(),
    index: z.number().int(),
    seat: z.number().int(),
  }),
  /** Round closed: the key, and each seat's result (`score` of the round, `total` so far). */
  z.strictObject({
    type: z.literal('round-result'),
    ...base,
    matchId: z.string(),
    index: z.number().int(),
    rightOptionIds: z.array(z.string()),
    results: z.array(
      z.strictObject({
        seat: z.number().int(),
        answered: z.boolean(),
        right: z.boolean(),
        score: z.number().int(),
        total: z.number().int(),
      }),
    ),
  }),
  /** A player left or dropped for good (loses). */
  z.strictObject({ type: z.literal('left'), ...base, matchId: z.string(), seat: z.number().int() }),
  /** Match over: ranks, outcomes, points granted. Written once; re-sent to a player reconnecting late. */
  z.strictObject({
    type: z.literal('end'),
    ...base,
    matchId: z.string(),
    results: z.array(
      z.strictObject({
        seat: z.number().int(),
        name: z.string(),
        rank: z.number().int(),
        score: z.number().int(),
        rightCount: z.number().int(),
        outcome: z.enum(BATTLE_OUTCOMES),
        left: z.boolean(),
        points: z.number().int(),
      }),
    ),
  }),
  z.strictObject({ type: z.literal('pong'), ...base }),
  /**
   * A refused message or a state the caller cannot play in. `code`: 'late' (round closed), 'duplicate'
   * (already answered), 'not-open' (contest closed or out of range), 'daily-limit', 'closed-hours' (outside the daily open hours), 'busy' (already in a
   * match or queue on another page), 'rate' (too many requests), 'mode' (mode not offered), 'bad' (bad
   * message), 'no-questions' (the source has too few questions), 'not-in-match', 'maintenance' (maintenance
   * mode: no new match; `msg` is the site's notice).
   */
  z.strictObject({
    type: z.literal('error'),
    ...base,
    code: z.enum([
      'late',
      'duplicate',
      'not-open',
      'daily-limit',
      'closed-hours',
      'busy',
      'rate',
      'mode',
      'bad',
      'no-questions',
      'not-in-match',
      'maintenance',
    ]),
    msg: z.string(),
  }),
]);
export type BattleServerMessage = z.output<typeof BattleServerMessageSchema>;
export type BattleErrorCode = Extract<BattleServerMessage, { type: 'error' }>['code'];
