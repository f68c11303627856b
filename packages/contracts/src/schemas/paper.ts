import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { LearnerAnswerSchema, MaskedQuForAnswerSchema, ShownLearnerAnswerSchema } from './qu-answer.ts';

/**
 * Papers: one learner's attempt at an exam (docs/REQUIREMENTS.md#exams). While a paper is in
 * progress (state 0) no response carries a correct answer or an analysis; after hand-in the result shows
 * them only when the exam's `showAnswer` is on.
 */

/** How a paper was handed in (kept on the paper). */
export const HandReason = {
  /** The learner handed in. */
  LEARNER: 1,
  /** The deadline passed (the server's sweeper). */
  TIMEOUT: 2,
  /** Left the page more often than allowed. */
  LEAVE: 3,
  /** Too many failed face captures. */
  FACE: 4,
  /** Staff forced the hand-in (ExamWatch). */
  STAFF: 5,
  /** No input for the exam's action interval more often than allowed (the action checker). */
  ACTION: 6,
} as const;

const paperId = IdSchema;

/** `/api/paper/paper/paper-detail`, `/hand-exam`, `/paper-result`: `{id}` (paper id). */
export const PaperIdBodySchema = z.object({ id: paperId });

/** `/api/paper/paper/qu-detail`. */
export const PaperQuBodySchema = z.object({ paperId, quId: IdSchema });

/**
 * `/api/paper/paper/fill-answer`: saves one question's answer (the whole answer of that question, which
 * replaces the earlier one). An empty answer un-answers it. Matching answers use the `rightList` ids the
 * paper showed.
 */
export const FillAnswerBodySchema = z.object({
  paperId,
  quId: IdSchema,
  answer: LearnerAnswerSchema.default({}),
  /**
   * The page's answer journal (docs/EXAMS.md#answer-journal): a number that grows with every answer the
   * page makes to this paper. The server keeps an answer only when its number is above the stored one, so
   * a late retry never overwrites a newer answer and a repeat is acknowledged without effect. Without it
   * the answer always replaces the stored one.
   */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /**
   * When the learner gave the answer, by the server's clock as the page knows it (ms since 1970). An answer
   * stamped later than the paper's deadline plus `ANSWER_STAMP_TOLERANCE_MS` is refused (`ANSWER_LATE`).
   */
  at: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** How far past the paper's deadline an answer's stamp (`at`) may be, for clocks that disagree a little. */
export const ANSWER_STAMP_TOLERANCE_MS = 30_000;

/** `/api/paper/paper/check-process`: the learner's paper in progress (of an exam, or of any exam). */
export const CheckProcessBodySchema = z.object({
  examId: z
    .union([z.string().max(64), z.number().int().transform(String)])
    .optional()
    .nullable(),
});

/** `/api/paper/paper/leave-incr`. */
export const LeaveIncrBodySchema = z.object({ paperId: IdSchema });

/** `/api/paper/capture/save`: a camera photo as a data URL or bare base64 (JPEG or PNG, at most 2 MB). */
export const CaptureSaveBodySchema = z.object({
  paperId: IdSchema,
  base64: z.string({ error: '照片不能为空！' }).min(20, '照片不能为空！').max(3_000_000, '照片不能超过2MB！'),
});

/** `/api/paper/paper/paging`: papers of one exam; a learner sees only their own (`userId` ignored). */
export const PaperPagingBodySchema = pagingRequest(
  z
    .object({
      examId: z.string().max(64).optional(),
      userId: z.string().max(64).optional(),
      state: z.coerce.number().int().optional().nullable().catch(undefined),
      realName: z.string().max(64).optional(),
    })
    .passthrough(),
);

/** `/api/exam/record/my-paging`: the learner's results per exam (my scores). */
export const MyRecordPagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(256).optional() }).passthrough(),
);

/** `/api/paper/mark/fill`: a hand-given score of one subjective answer (`subId` for a composite's child). */
export const MarkFillBodySchema = z.object({
  paperId: IdSchema,
  quId: IdSchema,
  subId: z.string().max(64).optional().default(''),
  score: z.coerce.number({ error: '请输入得分！' }),
  remark: z.string().max(1024).optional().default(''),
});
export type MarkFillBody = z.input<typeof MarkFillBodySchema>;

/** `/api/exam/watch/warn`: a warning text to examinees (all of the exam when `userIds` is empty). */
export const WatchWarnBodySchema = z.object({
  examId: IdSchema,
  userIds: z.array(IdSchema).max(100_000).optional().default([]),
  msg: z.string({ error: '警告内容不能为空！' }).trim().min(1, '警告内容不能为空！').max(500),
});

/** `/api/exam/watch/force-hand`. */
export const WatchForceHandBodySchema = z.object({
  examId: IdSchema,
  paperIds: z.array(IdSchema).min(1, '请至少选择一条数据！').max(100_000),
});

/** `/api/exam/watch/paging`: examinees of an exam. */
export const WatchPagingBodySchema = pagingRequest(
  z
    .object({
      examId: IdSchema,
      realName: z.string().max(64).optional(),
      state: z.coerce.number().int().optional().nullable().catch(undefined),
    })
    .passthrough(),
);

/*
 * Answers (the envelope's `data`) as exact schemas: route tests check every answer against them, so a
 * field leaking a key (an option's `isRight`, an `analysis`, a matching pair's real id) fails the check.
 */

const int = () => z.number().int();

/** One question on the answer card. */
export const PaperCardItemSchema = z.strictObject({
  quId: z.string(),
  sort: int(),
  quType: int(),
  score: z.number(),
  answered: z.boolean(),
});
export type PaperCardItem = z.output<typeof PaperCardItemSchema>;

/** A group of the answer card (one per question type, in paper order). */
export const PaperCardGroupSchema = z.strictObject({
  quType: int(),
  quType_dictText: z.string(),
  /** '一、单选题（共5题，每题2分）'-like heading. */
  title: z.string(),
  quCount: int(),
  totalScore: z.number(),
  quList: z.array(PaperCardItemSchema),
});
export type PaperCardGroup = z.output<typeof PaperCardGroupSchema>;

/** What the exam page needs of its exam's rules. */
export const PaperRulesSchema = z.strictObject({
  copyPaste: z.boolean(),
  leaveOn: z.boolean(),
  leaveCheck: int(),
  leaveCount: int(),
  actionOn: z.boolean(),
  /** Seconds without input before the page signals a break. */
  actionInterval: int(),
  /** Breaks before the server hands in (0 = only recorded). */
  actionLimit: int(),
  camOn: z.boolean(),
  camInterval: int(),
  faceLimit: int(),
  handMin: int(),
  showAnswer: z.boolean(),
});
export type PaperRules = z.output<typeof PaperRulesSchema>;

/** `/paper-detail`: the paper with its answer card; never an answer key. */
export const PaperDetailSchema = z.strictObject({
  id: z.string(),
  examId: z.string(),
  userId: z.string(),
  title: z.string(),
  state: int(),
  state_dictText: z.string(),
  totalScore: z.number(),
  qualifyScore: z.number(),
  quCount: int(),
  answeredCount: int(),
  createTime: z.string(),
  /** The deadline: min(start + duration, exam end). */
  limitTime: z.string(),
  /** Seconds left by the server's clock (0 once past). */
  leftSeconds: int(),
  serverTime: z.string(),
  leaveTimes: int(),
  /** Inactivity breaks the server counted (action checker). */
  actionTimes: int(),
  faceFails: int(),
  rules: PaperRulesSchema,
  groups: z.array(PaperCardGroupSchema),
});
export type PaperDetail = z.output<typeof PaperDetailSchema>;

/** `/qu-detail` while in progress: the question without key, options in this paper's order. */
export const PaperQuDetailSchema = z.strictObject({
  paperId: z.string(),
  quId: z.string(),
  sort: int(),
  score: z.number(),
  answered: z.boolean(),
  /** The stored answer (in the ids this response shows), or null. */
  answer: ShownLearnerAnswerSchema.nullable(),
  /** No key; options in this paper's order, matching right-hand ids masked, blanks empty. */
  qu: MaskedQuForAnswerSchema,
});
export type PaperQuDetail = z.output<typeof PaperQuDetailSchema>;

/** `/fill-answer`. */
export const FillAnswerResultSchema = z.strictObject({
  quId: z.string(),
  answered: z.boolean(),
  /** The journal number acknowledged (when the answer had one). */
  seq: z.number().int().optional(),
  /** True when the server already held this answer or a newer one: nothing was changed. */
  stale: z.boolean().optional(),
});
export type FillAnswerResult = z.output<typeof FillAnswerResultSchema>;

/** `/leave-incr` (docs/REQUIREMENTS.md#proctoring: leave record). */
export const LeaveResultSchema = z.strictObject({ leaveTimes: int(), overLimit: z.boolean() });
export type LeaveResult = z.output<typeof LeaveResultSchema>;

/**
 * `/api/paper/paper/action-break` (the action checker signals break): `counted` is false when the server
 * ignored it (checker off, or less than the exam's interval since the paper started or the last break).
 */
export const ActionBreakResultSchema = z.strictObject({
  actionTimes: int(),
  overLimit: z.boolean(),
  counted: z.boolean(),
});
export type ActionBreakResult = z.output<typeof ActionBreakResultSchema>;

/** `/api/paper/capture/save` (docs/REQUIREMENTS.md#proctoring: capture result). */
export const CaptureResultSchema = z.strictObject({
  isBreak: z.boolean(),
  failCount: int(),
  /** Failures left before the forced hand-in. */
  faceChance: int(),
  /** Study captures (issue 24): why the photo failed (no face, another person, not live). */
  msg: z.string().optional(),
});
export type CaptureResult = z.output<typeof CaptureResultSchema>;

/** `/check-process`: the learner's paper in progress (null when none). */
export const PaperProcessSchema = z.strictObject({
  paperId: z.string(),
  examId: z.string(),
  title: z.string(),
  leftSeconds: int(),
});
export type PaperProcess = z.output<typeof PaperProcessSchema>;

/** A paper row (records of one exam, marking and watch lists). */
export const PaperRowSchema = z.strictObject({
  id: z.string(),
  examId: z.string(),
  title: z.string(),
  userId: z.string(),
  realName: z.string(),
  deptCode_dictText: z.string(),
  state: int(),
  state_dictText: z.string(),
  totalScore: z.number(),
  qualifyScore: z.number(),
  userScore: z.number(),
  passed: z.boolean().nullable(),
  result_dictText: z.string(),
  createTime: z.string(),
  handTime: z.string(),
  limitTime: z.string(),
});
export type PaperRow = z.output<typeof PaperRowSchema>;

/** The learner's result of one exam (my scores, `/api/exam/record/my-paging`). */
export const ExamRecordRowSchema = z.strictObject({
  examId: z.string(),
  title: z.string(),
  totalScore: z.number(),
  qualifyScore: z.number(),
  tries: int(),
  maxScore: z.number(),
  lastScore: z.number(),
  passed: z.boolean(),
  result_dictText: z.string(),
  lastHandTime: z.string(),
  userId: z.string(),
});
export type ExamRecordRow = z.output<typeof ExamRecordRowSchema>;

/** Messages the exam socket sends besides 'pong'. */
export type ExamSocketMessage =
  | { type: 'warn'; msg: string }
  /** The paper was handed in by the server or staff: leave the page for the result. */
  | { type: 'hand'; msg: string; paperId: string };
