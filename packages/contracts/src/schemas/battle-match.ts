import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { BATTLE_MODES, BATTLE_OUTCOMES } from './battle.ts';

/**
 * Matches of knowledge contests as records (issue 14): the staff's live view, the learner's finished
 * matches and a finished match's analysis (docs/decisions/contests.md "The analysis of a finished match").
 */

// ---------------------------------------------------------------- live view (staff)

/**
 * A match in progress (`/api/battle/battle/live`). Staff see a match when at least one player is inside
 * their data scope; players outside it are listed without name, department or id (`outOfScope`).
 */
export const LiveMatchSchema = z.strictObject({
  matchId: z.string(),
  contestId: z.string(),
  contestTitle: z.string(),
  mode: z.enum(BATTLE_MODES),
  /** Round being played (1-based; 0 before the first) of `total`. */
  round: z.number().int(),
  total: z.number().int(),
  startTime: z.string(),
  players: z.array(
    z.strictObject({
      userId: z.string(),
      realName: z.string(),
      deptName: z.string(),
      score: z.number().int(),
      outOfScope: z.boolean(),
    }),
  ),
});
export type LiveMatch = z.output<typeof LiveMatchSchema>;
export const LiveBodySchema = z.object({ contestId: z.string().max(64).optional().nullable() });
export const LiveAnswerSchema = z.array(LiveMatchSchema);

// ---------------------------------------------------------------- finished matches of a contest (staff)

/**
 * `/api/battle/match/admin-paging`: a contest's finished and voided matches, newest first, as the live view
 * scopes them (a match shows when one of its players is inside the caller's data scope). `realName` finds
 * matches with an in-scope player whose name or account contains it; `mode` one mode.
 */
export const AdminMatchPagingBodySchema = pagingRequest(
  z
    .object({
      contestId: IdSchema,
      realName: z.string().max(64).optional().nullable(),
      mode: z
        .union([z.enum(BATTLE_MODES), z.literal('')])
        .optional()
        .nullable()
        .transform((v) => v || undefined),
    })
    .passthrough(),
);
export type AdminMatchPagingBody = z.input<typeof AdminMatchPagingBodySchema>;

/** A finished match's state: `ended` (results counted) or `voided` (its process was lost, nothing counted). */
export const ADMIN_MATCH_STATES = ['ended', 'voided'] as const;
export type AdminMatchState = (typeof ADMIN_MATCH_STATES)[number];

export const AdminMatchRowSchema = z.strictObject({
  matchId: z.string(),
  mode: z.enum(BATTLE_MODES),
  state: z.enum(ADMIN_MATCH_STATES),
  startTime: z.string(),
  endTime: z.string(),
  /** By seat. */
  players: z.array(
    z.strictObject({
      /** Null for a player outside the caller's data scope (no name, department or id). */
      realName: z.string().nullable(),
      deptName: z.string(),
      score: z.number().int(),
      rank: z.number().int(),
      /** Null in a voided match (no result). */
      outcome: z.enum(BATTLE_OUTCOMES).nullable(),
    }),
  ),
});
export type AdminMatchRow = z.output<typeof AdminMatchRowSchema>;

// ---------------------------------------------------------------- the learner's matches

/** `/api/battle/match/my-paging`: the caller's finished matches, newest first. */
export const MyMatchPagingBodySchema = pagingRequest(
  z.object({ contestId: z.string().max(64).optional().nullable() }).passthrough(),
);
export const MyMatchRowSchema = z.strictObject({
  matchId: z.string(),
  contestId: z.string(),
  contestTitle: z.string(),
  mode: z.enum(BATTLE_MODES),
  startTime: z.string(),
  endTime: z.string(),
  outcome: z.enum(BATTLE_OUTCOMES),
  /** The caller left (or dropped) before the end: counted as a loss. */
  left: z.boolean(),
  rank: z.number().int(),
  score: z.number().int(),
  rightCount: z.number().int(),
  total: z.number().int(),
  points: z.number().int(),
  /** The other players' names. */
  opponents: z.array(z.string()),
});
export type MyMatchRow = z.output<typeof MyMatchRowSchema>;

// ---------------------------------------------------------------- analysis of a finished match

/** `/api/battle/match/detail` (a player of the match) and `/admin-detail` (staff, data scope). */
export const MatchDetailBodySchema = z.object({ id: IdSchema });

/** A player of a finished match. `userId` is empty for the other players in the learner's view. */
export const MatchDetailPlayerSchema = z.strictObject({
  seat: z.number().int(),
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  deptName: z.string(),
  /** The caller. */
  me: z.boolean(),
  /** Staff: the player is outside the caller's data scope (name and department not shown). */
  outOfScope: z.boolean(),
  rank: z.number().int(),
  score: z.number().int(),
  rightCount: z.number().int(),
  outcome: z.enum(BATTLE_OUTCOMES),
  left: z.boolean(),
  points: z.number().int(),
});
export type MatchDetailPlayer = z.output<typeof MatchDetailPlayerSchema>;

/** One round: the question with its key and analysis, and what each seat answered (none: not answered). */
export const MatchDetailRoundSchema = z.strictObject({
  index: z.number().int(),
  quId: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  /** Empty with `deleted` when the question was deleted since. */
  content: z.string(),
  image: z.string(),
  analysis: z.string(),
  deleted: z.boolean(),
  options: z.array(
    z.strictObject({ id: z.string(), tag: z.string(), content: z.string(), image: z.string(), isRight: z.boolean() }),
  ),
  rightOptionIds: z.array(z.string()),
  answers: z.array(
    z.strictObject({
      seat: z.number().int(),
      answered: z.boolean(),
      optionIds: z.array(z.string()),
      right: z.boolean(),
      score: z.number().int(),
      /** Milliseconds from the round's start to the answer reaching the server. */
      ms: z.number().int(),
    }),
  ),
});
export type MatchDetailRound = z.output<typeof MatchDetailRoundSchema>;

export const MatchDetailSchema = z.strictObject({
  matchId: z.string(),
  contestId: z.string(),
  contestTitle: z.string(),
  mode: z.enum(BATTLE_MODES),
  seconds: z.number().int(),
  total: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  players: z.array(MatchDetailPlayerSchema),
  rounds: z.array(MatchDetailRoundSchema),
});
export type MatchDetail = z.output<typeof MatchDetailSchema>;
