import { z } from 'zod';
import { QuType } from '../enums.ts';
import type { LearnerAnswer } from '../learner-answer.ts';
import { MAX_OPTIONS, QU_CONTENT_MAX } from './qu.ts';

/**
 * Questions as learners see them while answering (no key: no isRight, answer or analysis; matching ids
 * masked) and the learner's answer as stored and shown. Staff shapes and bodies are in qu.ts.
 */

/** An answer item as a learner sees it while answering: no key (no isRight, answer, analysis). */
export const QuOptionForAnswerSchema = z.strictObject({
  id: z.string(),
  tag: z.string(),
  content: z.string(),
  image: z.string(),
});

/**
 * A question without any answer key (no isRight, no answer, no analysis). Choice types: `answerList`
 * the options. Fill-blank: `answerList` one item per blank (tag = number, content ''), answer with
 * `blanks` in that order. Matching: `answerList` the left items, `rightList` the right-hand texts in a
 * neutral order (by text); answer with `pairs` {leftId: rightId}. Composite: `subList`.
 * On the server, before `maskQu`, `rightList` ids are real answer-row ids; see `MaskedQuForAnswerSchema`.
 */
export const QuForAnswerSchema = z.strictObject({
  id: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  level: z.number().int(),
  content: z.string(),
  image: z.string(),
  answerList: z.array(QuOptionForAnswerSchema),
  rightList: z.array(z.strictObject({ id: z.string(), content: z.string() })),
  get subList(): z.ZodArray<typeof QuForAnswerSchema> {
    return z.array(QuForAnswerSchema);
  },
});
export type QuForAnswer = z.output<typeof QuForAnswerSchema>;

/** A matching right-hand id as learners see it: a positional token ('m1', 'm2'...), never a real id. */
export const MaskedRightIdSchema = z.string().regex(/^m\d+$/, 'not a masked right-hand id');

const MaskedQuShape = z.strictObject({
  id: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  level: z.number().int(),
  content: z.string(),
  image: z.string(),
  answerList: z.array(QuOptionForAnswerSchema),
  rightList: z.array(z.strictObject({ id: MaskedRightIdSchema, content: z.string() })),
  get subList(): z.ZodArray<typeof MaskedQuShape> {
    return z.array(MaskedQuShape);
  },
});

/** A blank shows no text of its own (its content would be the answer); sub-questions alike. */
const blanksShowNothing = (q: z.output<typeof MaskedQuShape>): boolean =>
  (q.quType !== QuType.FILL || q.answerList.every((a) => a.content === '' && a.image === '')) &&
  q.subList.every(blanksShowNothing);

/**
 * `QuForAnswer` as it leaves the server for a learner (training): matching right-hand ids masked, blanks
 * without content, sub-questions alike. Nothing of the key fits in it.
 */
export const MaskedQuForAnswerSchema = MaskedQuShape.refine(blanksShowNothing, 'a blank must not show content');

// The answer's shape and hasAnswer live in ../learner-answer.ts (no zod: the exam page uses them without the schemas).
export type { LearnerAnswer } from '../learner-answer.ts';

export const LearnerAnswerSchema: z.ZodType<LearnerAnswer> = z.lazy(() =>
  z.object({
    optionIds: z.array(z.string().max(64)).max(MAX_OPTIONS).optional(),
    blanks: z.array(z.string().max(500)).max(MAX_OPTIONS).optional(),
    pairs: z.record(z.string().max(64), z.string().max(64)).optional(),
    text: z.string().max(QU_CONTENT_MAX).optional(),
    children: z.record(z.string().max(64), LearnerAnswerSchema).optional(),
  }),
);

/**
 * A learner's stored answer as shown back to them (training): exactly the `LearnerAnswer` fields, with
 * matching right-hand ids masked like `MaskedQuForAnswerSchema`'s.
 */
export const ShownLearnerAnswerSchema = z.strictObject({
  optionIds: z.array(z.string()).optional(),
  blanks: z.array(z.string()).optional(),
  pairs: z.record(z.string(), MaskedRightIdSchema).optional(),
  text: z.string().optional(),
  get children(): z.ZodOptional<z.ZodRecord<z.ZodString, typeof ShownLearnerAnswerSchema>> {
    return z.record(z.string(), ShownLearnerAnswerSchema).optional();
  },
});

// hasAnswer lives in ../has-answer.ts (no zod: the exam page asks it without the schemas).
export { hasAnswer } from '../learner-answer.ts';
