import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { type LearnerAnswer, LearnerAnswerSchema, type QuDetail, type QuForAnswer } from './qu.ts';

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
} as const;

const paperId = IdSchema;

/** `/api/paper/paper/paper-detail`, `/hand-exam`, `/paper-result`: `{id}` (paper id). */
export const PaperIdBodySchema = z.object({ id: paperId });

/** `/api/paper/paper/qu-detail`. */
export const PaperQuBodySchema = z.object({ paperId, quId: IdSchema });
export type PaperQuBody = z.input<typeof PaperQuBodySchema>;

/**
 * `/api/paper/paper/fill-answer`: saves one question's answer (the whole answer of that question, which
 * replaces the earlier one). An empty answer un-answers it. Matching answers use the `rightList` ids the
 * paper showed.
 */
export const FillAnswerBodySchema = z.object({
  paperId,
  quId: IdSchema,
  answer: LearnerAnswerSchema.default({}),
});
export type FillAnswerBody = z.input<typeof FillAnswerBodySchema>;

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
export type CaptureSaveBody = z.input<typeof CaptureSaveBodySchema>;

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
export type PaperPagingBody = z.input<typeof PaperPagingBodySchema>;

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
export type WatchWarnBody = z.input<typeof WatchWarnBodySchema>;

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

/** One question on the answer card. */
export interface PaperCardItem {
  quId: string;
  sort: number;
  quType: number;
  score: number;
  answered: boolean;
}

/** A group of the answer card (one per question type, in paper order). */
export interface PaperCardGroup {
  quType: number;
  quType_dictText: string;
  /** '一、单选题（共5题，每题2分）'-like heading. */
  title: string;
  quCount: number;
  totalScore: number;
  quList: PaperCardItem[];
}

/** What the exam page needs of its exam's rules. */
export interface PaperRules {
  copyPaste: boolean;
  leaveOn: boolean;
  leaveCheck: number;
  leaveCount: number;
  camOn: boolean;
  camInterval: number;
  faceLimit: number;
  handMin: number;
  showAnswer: boolean;
}

/** `/paper-detail`: the paper with its answer card; never an answer key. */
export interface PaperDetail {
  id: string;
  examId: string;
  userId: string;
  title: string;
  state: number;
  state_dictText: string;
  totalScore: number;
  qualifyScore: number;
  quCount: number;
  answeredCount: number;
  createTime: string;
  /** The deadline: min(start + duration, exam end). */
  limitTime: string;
  /** Seconds left by the server's clock (0 once past). */
  leftSeconds: number;
  serverTime: string;
  leaveTimes: number;
  faceFails: number;
  rules: PaperRules;
  groups: PaperCardGroup[];
}

/** `/qu-detail` while in progress: the question without key, options in this paper's order. */
export interface PaperQuDetail {
  paperId: string;
  quId: string;
  sort: number;
  score: number;
  answered: boolean;
  /** The stored answer (in the ids this response shows), or null. */
  answer: LearnerAnswer | null;
  qu: QuForAnswer;
}

/** `/fill-answer`. */
export interface FillAnswerResult {
  quId: string;
  answered: boolean;
}

/** `/leave-incr` (docs/REQUIREMENTS.md#proctoring: leave record). */
export interface LeaveResult {
  leaveTimes: number;
  overLimit: boolean;
}

/** `/api/paper/capture/save` (docs/REQUIREMENTS.md#proctoring: capture result). */
export interface CaptureResult {
  isBreak: boolean;
  failCount: number;
  /** Failures left before the forced hand-in. */
  faceChance: number;
}

/** One question of a result: the learner's answer, the score, and the key when the exam shows answers. */
export interface PaperResultQu {
  quId: string;
  sort: number;
  quType: number;
  quType_dictText: string;
  score: number;
  /** null while per-question results are withheld (see `PaperResult.showCorrectness`). */
  actualScore: number | null;
  /** null while per-question results are withheld (see `PaperResult.showCorrectness`). */
  isRight: boolean | null;
  /** Subjective and not yet marked. */
  pendingMark: boolean;
  answered: boolean;
  answer: LearnerAnswer | null;
  /** Without key while `showAnswer` is off. */
  qu: QuForAnswer;
  /** The key and analysis, only when the exam shows answers after hand-in. */
  key?: QuDetail;
}

/** `/hand-exam` and `/paper-result`. */
export interface PaperResult {
  id: string;
  examId: string;
  userId: string;
  realName: string;
  title: string;
  state: number;
  state_dictText: string;
  handReason: number;
  totalScore: number;
  qualifyScore: number;
  userScore: number;
  objScore: number;
  subjScore: number;
  /** 1 pass, 0 fail (dictionary `exam_result`); null while awaiting marking. */
  passed: boolean | null;
  result_dictText: string;
  quCount: number;
  rightCount: number;
  createTime: string;
  handTime: string;
  /** Minutes spent. */
  usedMinutes: number;
  /** The keys and analyses are in this answer. */
  showAnswer: boolean;
  /**
   * Each question's right/wrong and score are in this answer. For the learner: not before hand-in, not
   * while another paper of theirs is in progress, and for an exam hiding answers not until it has ended
   * for them (end time passed or no attempts left). Totals always show.
   */
  showCorrectness: boolean;
  /** Why keys or per-question results are not shown and when they will be ('' when all show). */
  note: string;
  quList: PaperResultQu[];
}

/** `/check-process`. */
export interface PaperProcess {
  paperId: string;
  examId: string;
  title: string;
  leftSeconds: number;
}

/** A paper row (records of one exam, marking and watch lists). */
export interface PaperRow {
  id: string;
  examId: string;
  title: string;
  userId: string;
  realName: string;
  deptCode_dictText: string;
  state: number;
  state_dictText: string;
  totalScore: number;
  qualifyScore: number;
  userScore: number;
  passed: boolean | null;
  result_dictText: string;
  createTime: string;
  handTime: string;
  limitTime: string;
}

/** The learner's result of one exam (my scores). */
export interface ExamRecordRow {
  examId: string;
  title: string;
  totalScore: number;
  qualifyScore: number;
  tries: number;
  maxScore: number;
  lastScore: number;
  passed: boolean;
  result_dictText: string;
  lastHandTime: string;
  userId: string;
}

/** ExamWatch: one examinee. */
export interface WatchRow {
  paperId: string;
  userId: string;
  realName: string;
  deptCode_dictText: string;
  online: boolean;
  state: number;
  state_dictText: string;
  answeredCount: number;
  quCount: number;
  leaveTimes: number;
  captureCount: number;
  faceFails: number;
  leftSeconds: number;
  lastCapture: string;
  createTime: string;
}

/** Marking: a subjective answer to score. */
export interface MarkQu {
  quId: string;
  /** '' for a top-level question, else the composite child's id. */
  subId: string;
  sort: number;
  content: string;
  /** The reference answer/analysis. */
  analysis: string;
  maxScore: number;
  answerText: string;
  markedScore: number | null;
  remark: string;
}

/** `/api/paper/mark/paper-detail`. */
export interface MarkPaperDetail {
  paper: PaperRow;
  objScore: number;
  qus: MarkQu[];
}

/** Messages the exam socket sends besides 'pong'. */
export type ExamSocketMessage =
  | { type: 'warn'; msg: string }
  /** The paper was handed in by the server or staff: leave the page for the result. */
  | { type: 'hand'; msg: string; paperId: string };
