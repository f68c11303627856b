import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { int, isoTime, optionalId, timeRange } from './fields.ts';

/**
 * Knowledge contests (知识竞赛, issue 14; design in docs/decisions/contests.md). Staff set up a
 * contest (time window, range, question source, modes, points); learners play server-timed matches over
 * the battle socket (`BATTLE_SOCKET_PATH`, messages in schemas/battle-socket.ts); rankings are per person
 * and per department, per day and overall.
 */

/** Contest state: 0 open, 1 disabled (hidden from learners, no new matches). */
export const BattleState = { OPEN: 0, DISABLED: 1 } as const;
/** How a match is played: 1v1 PK, a room of 2-6 players, or a solo challenge. */
export const BATTLE_MODES = ['pk', 'room', 'solo'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];
export const BATTLE_MODE_TEXT: Record<BattleMode, string> = { pk: '1v1对战', room: '多人房间', solo: '单人挑战' };
/** Question types a contest can draw (objective, gradable at once): single, multiple, judge. */
export const BATTLE_QU_TYPES = [1, 2, 3] as const;
/** A match's outcome for one player. */
export const BATTLE_OUTCOMES = ['win', 'draw', 'loss', 'solo'] as const;
export type BattleOutcome = (typeof BATTLE_OUTCOMES)[number];
export const BATTLE_OUTCOME_TEXT: Record<BattleOutcome, string> = {
  win: '胜',
  draw: '平',
  loss: '负',
  solo: '挑战',
};
/** Seconds a learner waits in matchmaking before the solo challenge is offered. */
export const BATTLE_SOLO_OFFER_SEC = 15;
/**
 * A room (mode 'room') starts when full, or once its first player has waited this long with at least
 * `BATTLE_ROOM_MIN_PLAYERS` in it.
 */
export const BATTLE_ROOM_WAIT_SEC = 30;
export const BATTLE_ROOM_MIN_PLAYERS = 2;
/**
 * Score of a round: a right answer earns `BATTLE_RIGHT_POINTS` plus a speed bonus of up to
 * `BATTLE_SPEED_BONUS`, proportional to the time left when the answer reached the server:
 * `right ? 100 + round(100 * msLeft / msAllowed) : 0`.
 */
export const BATTLE_RIGHT_POINTS = 100;
export const BATTLE_SPEED_BONUS = 100;
/** A solo challenge earns `pointsSolo` when at least this share of its questions is answered right. */
export const BATTLE_SOLO_PASS_RATIO = 0.6;

const idList = (max: number) => z.array(IdSchema).max(max).optional().default([]);
const optNum = z.coerce.number().int().optional().nullable().catch(undefined);

/** `/api/battle/battle/save`: new without `id`. */
export const SaveBattleBodySchema = z
  .object({
    id: optionalId,
    title: z
      .string({ error: '竞赛名称不能为空！' })
      .trim()
      .min(1, '竞赛名称不能为空！')
      .max(128, '竞赛名称最多128个字符！'),
    cover: z.string().max(1024).optional().default(''),
    /** Description and rules (rich text, sanitized on save). */
    content: z.string().max(100_000).optional().default(''),
    startTime: isoTime('开始时间不能为空！'),
    endTime: isoTime('结束时间不能为空！'),
    /** 1 public, 2 departments (a code covers those below it), 3 persons: as exams. */
    openType: z.coerce
      .number({ error: '开放类型不正确！' })
      .int()
      .refine((v) => [1, 2, 3].includes(v), '开放类型不正确！')
      .optional()
      .default(1),
    deptCodes: z.array(z.string().max(64)).max(1000).optional().default([]),
    userIds: idList(100_000),
    /** Question source: banks (at least one), types (empty = all of BATTLE_QU_TYPES), levels, chapters. */
    repoIds: z.array(IdSchema).min(1, '请选择题库！').max(50, '最多选择50个题库！'),
    quTypes: z
      .array(z.coerce.number().int())
      .max(3)
      .optional()
      .default([])
      .refine(
        (a) => a.every((t) => (BATTLE_QU_TYPES as readonly number[]).includes(t)),
        '竞赛只支持单选、多选和判断题！',
      ),
    /** 1 normal, 2 hard; empty = any. */
    levels: z
      .array(z.coerce.number().int())
      .max(2)
      .optional()
      .default([])
      .refine((a) => a.every((l) => l === 1 || l === 2), '难易程度不正确！'),
    /** Chapters of the chosen banks; empty = any. */
    chapterIds: idList(500),
    quCount: int(1, 50, '每场题目数量必须在1到50之间！', 5),
    seconds: int(2, 300, '每题秒数必须在2到300之间！', 15),
    modes: z
      .array(z.enum(BATTLE_MODES, { error: '比赛模式不正确！' }))
      .min(1, '请至少选择一种比赛模式！')
      .max(3)
      .transform((a) => BATTLE_MODES.filter((m) => a.includes(m))),
    /** Players of a room (mode 'room'). */
    roomSize: int(2, 6, '房间人数必须在2到6之间！', 4),
    /** Matches a learner may play per day; 0 = no limit. */
    dailyLimit: int(0, 999, '每日场次限制必须在0到999之间！', 10),
    /** Daily open hours in the site's time zone ('HH:mm\nHH:mm'; an end before the start crosses midnight). */
    openHours: timeRange(),
    pointsWin: int(0, 100000, '胜利积分不正确！', 0),
    pointsDraw: int(0, 100000, '平局积分不正确！', 0),
    pointsLoss: int(0, 100000, '失败积分不正确！', 0),
    pointsSolo: int(0, 100000, '单人挑战积分不正确！', 0),
    /** After the contest ends, the first `topN` of the overall ranking each earn `pointsTop` (settle). */
    topN: int(0, 100, '前N名人数必须在0到100之间！', 0),
    pointsTop: int(0, 100000, '排名奖励积分不正确！', 0),
    state: int(0, 1, '竞赛状态不正确！'),
  })
  .superRefine((v, ctx) => {
    if (new Date(v.endTime) <= new Date(v.startTime))
      ctx.addIssue({ code: 'custom', message: '结束时间必须晚于开始时间！' });
    if (v.openType === 2 && !v.deptCodes.length) ctx.addIssue({ code: 'custom', message: '请选择开放的部门！' });
    if (v.openType === 3 && !v.userIds.length) ctx.addIssue({ code: 'custom', message: '请选择参赛人员！' });
  });
export type SaveBattleBody = z.input<typeof SaveBattleBodySchema>;
export type SaveBattleParsed = z.output<typeof SaveBattleBodySchema>;

/** `/api/battle/battle/paging` (staff) and `/user-paging` (learners: contests in range and open now). */
export const BattlePagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(256).optional(), openType: optNum, state: optNum }).passthrough(),
);

const ruleFields = {
  quCount: z.number().int(),
  seconds: z.number().int(),
  modes: z.array(z.enum(BATTLE_MODES)),
  roomSize: z.number().int(),
  dailyLimit: z.number().int(),
  openHours: z.string(),
  pointsWin: z.number().int(),
  pointsDraw: z.number().int(),
  pointsLoss: z.number().int(),
  pointsSolo: z.number().int(),
  topN: z.number().int(),
  pointsTop: z.number().int(),
};

/** A contest in the staff list. */
export const BattleRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  cover: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  openType: z.number().int(),
  openType_dictText: z.string(),
  state: z.number().int(),
  state_dictText: z.string(),
  ...ruleFields,
  /** Finished matches and distinct players. */
  matchCount: z.number().int(),
  playerCount: z.number().int(),
  /** Top-N points granted (after the end). */
  settled: z.boolean(),
  createTime: z.string(),
});
export type BattleRow = z.output<typeof BattleRowSchema>;

/** `/api/battle/battle/detail`: everything the edit form holds. */
export const BattleDetailSchema = z.strictObject({
  ...BattleRowSchema.shape,
  content: z.string(),
  deptCodes: z.array(z.string()),
  userIds: z.array(z.string()),
  /** Names of `userIds`, for the user-reference list. */
  users: z.array(z.strictObject({ id: z.string(), userName: z.string(), realName: z.string() })),
  repoIds: z.array(z.string()),
  quTypes: z.array(z.number().int()),
  levels: z.array(z.number().int()),
  chapterIds: z.array(z.string()),
});
export type BattleDetail = z.output<typeof BattleDetailSchema>;

// ---------------------------------------------------------------- rankings

/**
 * A ranking's day: 'YYYY-MM-DD' (server time zone), `BATTLE_TODAY` for the server's today (`SITE_TZ`, so the
 * browser's clock and zone do not matter), empty for overall.
 */
export const BATTLE_TODAY = 'today';
const rankDay = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|today)?$/, '日期格式不正确！')
  .optional()
  .nullable()
  .transform((v) => v || '');

/** Rankings of a contest: `day` as `rankDay` (one day, today, or overall). */
export const RankPagingBodySchema = pagingRequest(z.object({ contestId: IdSchema, day: rankDay }).passthrough());
export type RankPagingBody = z.input<typeof RankPagingBodySchema>;
/** `/api/battle/battle/rank-export`: the person ranking as Excel (GET or POST, query or body). */
export const RankExportBodySchema = z.object({ contestId: IdSchema, day: rankDay });

const tallyFields = {
  matches: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Sum of match scores. */
  score: z.number().int(),
  /** Points earned in the contest (win/draw/loss/solo; top-N rewards not included). */
  points: z.number().int(),
};

/** One person in a ranking, ordered by points, then wins, then score. */
export const PersonRankSchema = z.strictObject({
  rank: z.number().int(),
  userId: z.string(),
  realName: z.string(),
  avatar: z.string(),
  deptName: z.string(),
  ...tallyFields,
});
export type PersonRank = z.output<typeof PersonRankSchema>;

/** One department in a ranking (the players' current departments), ordered by points. */
export const DeptRankSchema = z.strictObject({
  rank: z.number().int(),
  deptCode: z.string(),
  deptName: z.string(),
  players: z.number().int(),
  ...tallyFields,
});
export type DeptRank = z.output<typeof DeptRankSchema>;

// ---------------------------------------------------------------- learner

/** A contest in the learner's list, with the caller's matches today. */
export const UserBattleRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  cover: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  ...ruleFields,
  todayMatches: z.number().int(),
});
export type UserBattleRow = z.output<typeof UserBattleRowSchema>;

/** The caller's record in a contest. */
export const MyBattleRecordSchema = z.strictObject({
  ...tallyFields,
  todayMatches: z.number().int(),
  /** Matches left today; -1 = no limit. */
  leftToday: z.number().int(),
  /** Place in the overall person ranking; 0 = not ranked yet. */
  rank: z.number().int(),
});
export type MyBattleRecord = z.output<typeof MyBattleRecordSchema>;

/** `/api/battle/battle/user-detail`: rules and the caller's record. */
export const UserBattleDetailSchema = z.strictObject({
  ...UserBattleRowSchema.shape,
  content: z.string(),
  /** The contest is open now (in its time window and enabled). */
  playable: z.boolean(),
  record: MyBattleRecordSchema,
});
export type UserBattleDetail = z.output<typeof UserBattleDetailSchema>;

/** `/api/battle/battle/settle`: top-N points granted now. */
export const SettleAnswerSchema = z.strictObject({ granted: z.number().int() });
