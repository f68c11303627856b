import { z } from 'zod';
import { pagingRequest } from '../envelope.ts';
import { type LearnerAnswer, LearnerAnswerSchema, type QuDetail, type QuForAnswer } from './qu.ts';

/** Training modes (dictionary `train_mode`). */
export const TrainMode = {
  ORDER: 1,
  RANDOM: 2,
  BY_TYPE: 3,
  BY_CHAPTER: 4,
  WRONG: 5,
  MEMORISE: 6,
} as const;

/** Training states: 0 in progress, 1 ended. */
export const TrainState = { IN_PROGRESS: 0, ENDED: 1 } as const;

const id = (msg: string) =>
  z.union([z.string({ error: msg }).trim().min(1, msg).max(64), z.number().int().transform(String)], { error: msg });

const optionalId = z
  .union([z.string().max(64), z.number().int().transform(String)])
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined));

const mode = z.coerce
  .number({ error: '训练模式不正确！' })
  .int('训练模式不正确！')
  .min(1, '训练模式不正确！')
  .max(6, '训练模式不正确！');

/**
 * `/api/repo/train/start`: resumes the learner's open training of this bank and mode unless `clear`.
 * `userId` is accepted for the spec's payload but ignored: a learner always trains as themself.
 * Mode 3 needs `quType`, mode 4 `chapterId` (top level or in `params`).
 */
export const TrainStartBodySchema = z.object({
  repoId: id('题库不能为空！'),
  mode,
  userId: optionalId,
  clear: z.coerce.boolean().default(false),
  quType: z.coerce.number().int().optional().nullable(),
  chapterId: optionalId,
  params: z
    .object({ quType: z.coerce.number().int().optional().nullable(), chapterId: optionalId })
    .partial()
    .optional()
    .nullable(),
});
export type TrainStartBody = z.input<typeof TrainStartBodySchema>;

/** `/api/repo/train/qu-detail`. */
export const TrainQuDetailBodySchema = z.object({
  trainId: id('训练不能为空！'),
  quId: id('试题不能为空！'),
  mode: z.coerce.number().int().optional().nullable(),
});
export type TrainQuDetailBody = z.input<typeof TrainQuDetailBodySchema>;

/** `/api/repo/train/fill` and `/check`: grade one answer of the training. */
export const TrainAnswerBodySchema = z.object({
  trainId: id('训练不能为空！'),
  quId: id('试题不能为空！'),
  answer: LearnerAnswerSchema.default({}),
});
export type TrainAnswerBody = z.input<typeof TrainAnswerBodySchema>;

/** `/api/repo/train/paging`: the learner's history, optionally of one bank. */
export const TrainPagingBodySchema = pagingRequest(z.object({ repoId: optionalId }).passthrough());
export type TrainPagingBody = z.input<typeof TrainPagingBodySchema>;

/** `/api/repo/book/paging`: the learner's wrong questions of one bank or one exam ('' / '0' for training). */
export const WrongBookPagingBodySchema = pagingRequest(
  z
    .object({
      repoId: optionalId,
      examId: z
        .union([z.string().max(64), z.number().int().transform(String)])
        .optional()
        .nullable(),
    })
    .passthrough(),
);
export type WrongBookPagingBody = z.input<typeof WrongBookPagingBodySchema>;

/** A training (detail and history rows). `percent` is right answers over answered, 0..100. */
export interface TrainRecord {
  id: string;
  repoId: string;
  repoId_dictText: string;
  mode: number;
  mode_dictText: string;
  quType: number | null;
  chapterId: string;
  state: number;
  state_dictText: string;
  totalCount: number;
  answerCount: number;
  rightCount: number;
  percent: number;
  createTime: string;
  updateTime: string;
}

/** One question on the answer card. */
export interface TrainCardItem {
  quId: string;
  sort: number;
  quType: number;
  quType_dictText: string;
  answered: boolean;
  isRight: boolean;
}

/**
 * A question of a training for answering. `qu` never carries an answer key. `key` (the question with its
 * right options, accepted blank answers, matching answers and analysis) is present only when `revealed`:
 * once the question is answered, or at once in memorise mode (6).
 */
export interface TrainQuDetail {
  trainId: string;
  sort: number;
  answered: boolean;
  isRight: boolean;
  /** The learner's stored answer, once answered. */
  answer: LearnerAnswer | null;
  revealed: boolean;
  qu: QuForAnswer;
  key?: QuDetail;
}

/** Answer of `/fill` and `/check`: the grading and the revealed question. */
export interface TrainCheckResult {
  isRight: boolean;
  /** Short answers are not graded automatically. */
  subjective: boolean;
  qu: TrainQuDetail;
  train: TrainRecord;
  /** Mode 5: the question left the wrong-answer book. */
  removedFromBook: boolean;
}

/** A wrong-answer book entry. */
export interface WrongBookRecord {
  id: string;
  quId: string;
  repoId: string;
  repoId_dictText: string;
  examId: string;
  quType: number;
  quType_dictText: string;
  content: string;
  wrongCount: number;
  lastWrongTime: string;
}
