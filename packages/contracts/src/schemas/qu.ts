import { z } from 'zod';
import { QuType } from '../enums.ts';
import { IdSchema, pagingRequest } from '../envelope.ts';

export const QU_TYPES = [1, 2, 3, 4, 5, 6, 99] as const;
/** Types graded automatically. A composite is objective when all its children are. */
export const OBJECTIVE_QU_TYPES: readonly number[] = [1, 2, 3, 5, 6];
export const CHOICE_QU_TYPES: readonly number[] = [QuType.SINGLE, QuType.MULTIPLE, QuType.JUDGE];
export const MAX_OPTIONS = 26;
/** Largest stored content/analysis, in characters. */
export const QU_CONTENT_MAX = 100_000;
/** Separator of a blank's accepted answers in `answer` (fill-blank) and in Excel. */
export const BLANK_ANSWER_SEP = '|';

const optionalId = z
  .union([z.string().max(64), z.number().int().transform(String)])
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined));
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v ?? '');
const boolish = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** Option letter of the i-th option (0 -> A). */
export const optionTag = (i: number) => String.fromCharCode(65 + i);

/** Splits a fill-blank `answer` ("北京|Beijing") into its accepted answers (trimmed, distinct, non-empty). */
export function splitBlankAnswers(answer: string): string[] {
  return [
    ...new Set(
      answer
        .split(BLANK_ANSWER_SEP)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * One answer item. Choice types: an option (`content`, `isRight`). Fill-blank: one blank, `answer` its
 * accepted answers joined by '|' (or `answers` as a list, which wins). Matching: `content` the left
 * text, `answer` the correct right-hand text. `tag` is assigned by the server from the order (A..Z, or
 * 1, 2... for blanks and pairs); a given tag is ignored.
 */
export const QuAnswerItemSchema = z.object({
  id: optionalId,
  tag: z.string().max(8).nullable().optional(),
  content: text(QU_CONTENT_MAX),
  image: text(512),
  isRight: boolish,
  analysis: text(QU_CONTENT_MAX),
  answer: text(2000),
  answers: z.array(z.string().max(500)).max(50).optional(),
});
export type QuAnswerItemInput = z.input<typeof QuAnswerItemSchema>;
type AnswerItem = z.output<typeof QuAnswerItemSchema>;

const quFields = {
  id: optionalId,
  quType: z.coerce
    .number({ error: '题目类型不正确！' })
    .int()
    .refine((v) => (QU_TYPES as readonly number[]).includes(v), '题目类型不正确！'),
  level: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, '难易程度不正确！')
    .optional()
    .default(1),
  content: z.string({ error: '题目内容不能为空！' }).min(1, '题目内容不能为空！').max(QU_CONTENT_MAX, '题目内容过长！'),
  analysis: text(QU_CONTENT_MAX),
  image: text(512),
  answerList: z.array(QuAnswerItemSchema).max(100).optional().default([]),
};

/** The accepted answers of a blank item. */
export const blankAnswersOf = (a: Pick<AnswerItem, 'answer' | 'answers'>) =>
  a.answers ? splitBlankAnswers(a.answers.join(BLANK_ANSWER_SEP)) : splitBlankAnswers(a.answer);

/** The rule violations of a question's answer items, by type (Chinese, shown verbatim). */
export function quAnswerIssues(quType: number, answerList: readonly AnswerItem[]): string[] {
  const out: string[] = [];
  const rights = answerList.filter((a) => a.isRight).length;
  if (CHOICE_QU_TYPES.includes(quType)) {
    if (answerList.length > MAX_OPTIONS) out.push(`选项最多${MAX_OPTIONS}个！`);
    if (quType === QuType.JUDGE && answerList.length !== 2) out.push('判断题必须有且只有两个选项！');
    else if (answerList.length < 2) out.push('至少需要两个选项！');
    if (answerList.some((a) => !a.content.trim() && !a.image.trim())) out.push('选项内容不能为空！');
    if ((quType === QuType.SINGLE || quType === QuType.JUDGE) && rights !== 1) {
      out.push(quType === QuType.SINGLE ? '单选题必须有且只有一个正确项！' : '判断题必须有且只有一个正确项！');
    }
    if (quType === QuType.MULTIPLE && rights < 2) out.push('多选题至少需要两个正确项！');
  } else if (quType === QuType.FILL) {
    if (answerList.length < 1) out.push('填空题至少需要一个填空！');
    if (answerList.length > MAX_OPTIONS) out.push(`填空最多${MAX_OPTIONS}个！`);
    answerList.forEach((a, i) => {
      if (blankAnswersOf(a).length === 0) out.push(`第${i + 1}个填空没有答案！`);
    });
  } else if (quType === QuType.MATCH) {
    if (answerList.length < 2) out.push('匹配题至少需要两组匹配项！');
    if (answerList.length > MAX_OPTIONS) out.push(`匹配项最多${MAX_OPTIONS}组！`);
    if (answerList.some((a) => !a.content.trim() && !a.image.trim())) out.push('匹配题左侧内容不能为空！');
    if (answerList.some((a) => !a.answer.trim())) out.push('匹配题的匹配答案不能为空！');
    const rightTexts = answerList.map((a) => a.answer.trim()).filter(Boolean);
    if (new Set(rightTexts).size !== rightTexts.length) out.push('匹配题的匹配答案不能重复！');
  }
  return out;
}

const SubQuSchema = z.object(quFields).superRefine((q, ctx) => {
  if (q.quType === QuType.COMPOSITE) ctx.addIssue({ code: 'custom', message: '组合题的小题不能是组合题！' });
  for (const message of quAnswerIssues(q.quType, q.answerList)) ctx.addIssue({ code: 'custom', message });
});

/** `/api/qu/qu/save`: a question of any type; a composite (99) carries its sub-questions in `subList`. */
export const SaveQuBodySchema = z
  .object({
    ...quFields,
    repoId: IdSchema.refine((v) => v !== '', '请选择题库！'),
    chapterId: text(64),
    subList: z.array(SubQuSchema).max(50).optional().default([]),
  })
  .superRefine((q, ctx) => {
    if (q.quType === QuType.COMPOSITE) {
      if (q.subList.length === 0) ctx.addIssue({ code: 'custom', message: '组合题至少需要一个小题！' });
      return;
    }
    for (const message of quAnswerIssues(q.quType, q.answerList)) ctx.addIssue({ code: 'custom', message });
  });
export type SaveQuBody = z.input<typeof SaveQuBodySchema>;
export type SaveQuParsed = z.output<typeof SaveQuBodySchema>;

/** `/api/qu/qu/paging` and `/api/qu/qu/export`: top-level questions filtered. */
export const QuPagingBodySchema = pagingRequest(
  z
    .object({
      repoId: z.string().max(64).optional(),
      chapterId: z.string().max(64).optional(),
      quType: z
        .union([z.coerce.number().int(), z.literal('').transform(() => undefined)])
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
      level: z
        .union([z.coerce.number().int(), z.literal('').transform(() => undefined)])
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
      content: z.string().max(256).optional(),
    })
    .passthrough(),
);

/** A question in the admin list. */
export const QuRowSchema = z.strictObject({
  id: z.string(),
  repoId: z.string(),
  repoId_dictText: z.string(),
  chapterId: z.string(),
  chapterId_dictText: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  level: z.number().int(),
  level_dictText: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** Sub-questions of a composite. */
  subCount: z.number().int(),
  sort: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type QuRow = z.output<typeof QuRowSchema>;

/** An answer item with its key (admin, and a learner's revealed key). */
export const QuAnswerItemViewSchema = z.strictObject({
  id: z.string(),
  tag: z.string(),
  content: z.string(),
  image: z.string(),
  isRight: z.boolean(),
  analysis: z.string(),
  /** Fill-blank: accepted answers joined by '|'; matching: the correct right-hand text; else ''. */
  answer: z.string(),
  /** Fill-blank: the accepted answers; matching: [right text]; else []. */
  answers: z.array(z.string()),
});
export type QuAnswerItem = z.output<typeof QuAnswerItemViewSchema>;

/** `/api/qu/qu/detail` (admin): the question with its answer key and sub-questions. */
export const QuDetailSchema = z.strictObject({
  // The fields of QuRowSchema, written out (a spread would break the recursive type).
  id: z.string(),
  repoId: z.string(),
  repoId_dictText: z.string(),
  chapterId: z.string(),
  chapterId_dictText: z.string(),
  quType: z.number().int(),
  quType_dictText: z.string(),
  level: z.number().int(),
  level_dictText: z.string(),
  content: z.string(),
  subCount: z.number().int(),
  sort: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  parentId: z.string(),
  analysis: z.string(),
  image: z.string(),
  answerList: z.array(QuAnswerItemViewSchema),
  get subList(): z.ZodArray<typeof QuDetailSchema> {
    return z.array(QuDetailSchema);
  },
});
export type QuDetail = z.output<typeof QuDetailSchema>;

/** Columns of the question import/export sheet (one row per answer item). */
export const QU_IMPORT_HEADERS = [
  '题目序号',
  '父题序号',
  '题目类型',
  '难易程度',
  '题目内容',
  '整体解析',
  '题目图片',
  '所属题库',
  '所属章节',
  '是否正确项',
  '选项内容',
  '匹配答案',
  '选项图片',
  '选项解析',
] as const;

/** `/api/qu/qu/import`: optional target bank for rows whose 所属题库 is empty. */
export const QuImportFieldsSchema = z.object({ repoId: z.string().max(64).optional() });
