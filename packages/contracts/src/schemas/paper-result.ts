import { z } from 'zod';
import { handedState } from './fields.ts';
import { QuDetailSchema } from './qu.ts';
import { MaskedQuForAnswerSchema, ShownLearnerAnswerSchema } from './qu-answer.ts';

/**
 * A handed-in paper's result (docs/REQUIREMENTS.md#exams): the totals always, per question only what the
 * exam discloses. The paper calls' other bodies and answers are in paper.ts.
 */

const int = () => z.number().int();

/** What every question of a result carries, whatever is disclosed. */
const resultQuFields = {
  quId: z.string(),
  sort: int(),
  quType: int(),
  quType_dictText: z.string(),
  score: z.number(),
  /** Subjective and not yet marked. */
  pendingMark: z.boolean(),
  answered: z.boolean(),
  /** The learner's own answer (not a key). */
  answer: ShownLearnerAnswerSchema.nullable(),
  /** Always without key (the key, when shown, is `key`). */
  qu: MaskedQuForAnswerSchema,
};

/**
 * A question of a result while per-question results are withheld (`showCorrectness` false): right/wrong
 * and score are null, and there is no key.
 */
export const WithheldResultQuSchema = z.strictObject({
  ...resultQuFields,
  actualScore: z.null(),
  isRight: z.null(),
  /** Never present. */
  key: z.never().optional(),
});

/** A question of a result showing right/wrong and score but no key (`showAnswer` off). */
export const JudgedResultQuSchema = z.strictObject({
  ...resultQuFields,
  actualScore: z.number(),
  isRight: z.boolean(),
  /** Never present. */
  key: z.never().optional(),
});

/** A question of a result showing everything: the key and analysis (absent for a deleted question). */
export const KeyedResultQuSchema = z.strictObject({
  ...resultQuFields,
  actualScore: z.number(),
  isRight: z.boolean(),
  key: QuDetailSchema.optional(),
});

/** One question of a result: the learner's answer, and as much as the result discloses. */
export type PaperResultQu =
  | z.output<typeof WithheldResultQuSchema>
  | z.output<typeof JudgedResultQuSchema>
  | z.output<typeof KeyedResultQuSchema>;

const resultFields = {
  id: z.string(),
  examId: z.string(),
  userId: z.string(),
  realName: z.string(),
  title: z.string(),
  state: int(),
  state_dictText: z.string(),
  handReason: int(),
  totalScore: z.number(),
  qualifyScore: z.number(),
  userScore: z.number(),
  objScore: z.number(),
  subjScore: z.number(),
  /** 1 pass, 0 fail (dictionary `exam_result`); null while awaiting marking. */
  passed: z.boolean().nullable(),
  result_dictText: z.string(),
  quCount: int(),
  rightCount: int(),
  createTime: z.string(),
  handTime: z.string(),
  /** Minutes spent. */
  usedMinutes: int(),
  /** Why keys or per-question results are not shown and when they will be ('' when all show). */
  note: z.string(),
};

/**
 * `/hand-exam`, `/paper-result`, `/api/paper/mark/finish`: the totals always; per question only what the
 * disclosure allows (apps/server/src/modules/paper/paper-result.service.ts, learnerDisclosure):
 * - `showCorrectness` false (in progress; another paper of the learner's in progress; an exam hiding
 *   answers that has not ended for the learner): every `isRight` and `actualScore` null, no `key`;
 * - `showCorrectness` true, `showAnswer` false: right/wrong and scores, no `key`;
 * - `showAnswer` true (then `showCorrectness` too): also each question's key and analysis.
 * Anything shown per question needs a handed-in paper (`state` not 0).
 */
export const PaperResultSchema = z.union([
  z.strictObject({
    ...resultFields,
    showAnswer: z.literal(false),
    showCorrectness: z.literal(false),
    quList: z.array(WithheldResultQuSchema),
  }),
  z.strictObject({
    ...resultFields,
    state: handedState,
    showAnswer: z.literal(false),
    showCorrectness: z.literal(true),
    quList: z.array(JudgedResultQuSchema),
  }),
  z.strictObject({
    ...resultFields,
    state: handedState,
    showAnswer: z.literal(true),
    showCorrectness: z.literal(true),
    quList: z.array(KeyedResultQuSchema),
  }),
]);
export type PaperResult = z.output<typeof PaperResultSchema>;
