import { z } from 'zod';
import { pagingRequest } from '../envelope.ts';
import { QuDetailSchema } from './qu.ts';
import { LearnerAnswerSchema, MaskedQuForAnswerSchema, ShownLearnerAnswerSchema } from './qu-answer.ts';

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

/** `/api/repo/train/fill` and `/check`: grade one answer of the training. */
export const TrainAnswerBodySchema = z.object({
  trainId: id('训练不能为空！'),
  quId: id('试题不能为空！'),
  answer: LearnerAnswerSchema.default({}),
});

/** `/api/repo/train/paging`: the learner's history, optionally of one bank. */
export const TrainPagingBodySchema = pagingRequest(z.object({ repoId: optionalId }).passthrough());

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

/** A training (detail and history rows). `percent` is right answers over answered, 0..100. */
export const TrainRecordSchema = z.strictObject({
  id: z.string(),
  repoId: z.string(),
  repoId_dictText: z.string(),
  mode: z.number().int(),
  mode_dictText: z.string(),
  /** Mode 3's type, else null. */
  quType: z.number().int().nullable(),
  /** Mode 4's chapter, else ''. */
  chapterId: z.string(),
  state: z.number().int(),
  state_dictText: z.string(),
  totalCount: z.number().int(),
  answerCount: z.number().int(),
  rightCount: z.number().int(),
  percent: z.number().int().min(0).max(100),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TrainRecord = z.output<typeof TrainRecordSchema>;

/** One question on the answer card. */
export const TrainCardItemSchema = z.strictObject({
  quId: z.string(),
  sort: z.number().int(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  answered: z.boolean(),
  isRight: z.boolean(),
});
export type TrainCardItem = z.output<typeof TrainCardItemSchema>;

const trainQuFields = {
  trainId: z.string(),
  sort: z.number().int(),
  answered: z.boolean(),
  isRight: z.boolean(),
  /** The learner's stored answer (matching ids masked as in `qu`), once answered. */
  answer: ShownLearnerAnswerSchema.nullable(),
  /** Never an answer key: options without isRight, blanks without content, matching ids masked. */
  qu: MaskedQuForAnswerSchema,
};

/** A training question before its key may show (not yet answered, or sealed by an exam): no `key` at all. */
export const TrainQuHiddenSchema = z.strictObject({ ...trainQuFields, revealed: z.literal(false) });

/** A training question whose key shows: answered, or memorise mode (6); never a sealed question. */
export const TrainQuRevealedSchema = z.strictObject({
  ...trainQuFields,
  revealed: z.literal(true),
  /** The question with its right options, accepted blank answers, matching answers and analysis. */
  key: QuDetailSchema,
});
export type TrainQuRevealed = z.output<typeof TrainQuRevealedSchema>;

/**
 * A question of a training for answering. `qu` never carries an answer key. `key` is present only when
 * `revealed`: once the question is answered, or at once in memorise mode (6); a hidden question carrying
 * a `key` does not match.
 */
export const TrainQuDetailSchema = z.discriminatedUnion('revealed', [TrainQuHiddenSchema, TrainQuRevealedSchema]);
export type TrainQuDetail = z.output<typeof TrainQuDetailSchema>;

/** Answer of `/fill` and `/check`: the grading and the revealed question. */
export const TrainCheckResultSchema = z.strictObject({
  isRight: z.boolean(),
  /** Short answers are not graded automatically. */
  subjective: z.boolean(),
  qu: TrainQuRevealedSchema,
  train: TrainRecordSchema,
  /** Mode 5: the question left the wrong-answer book. */
  removedFromBook: z.boolean(),
});
export type TrainCheckResult = z.output<typeof TrainCheckResultSchema>;

/** A wrong-answer book entry: the question's text only, never its key or analysis (those come from qu-view). */
export const WrongBookRecordSchema = z.strictObject({
  id: z.string(),
  quId: z.string(),
  repoId: z.string(),
  repoId_dictText: z.string(),
  /** '' for training. */
  examId: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  /** Sanitized HTML of the question. */
  content: z.string(),
  wrongCount: z.number().int(),
  lastWrongTime: z.string(),
});
export type WrongBookRecord = z.output<typeof WrongBookRecordSchema>;
