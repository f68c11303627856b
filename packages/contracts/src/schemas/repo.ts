import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';

const optionalId = z
  .union([z.string().max(64), z.number().int().transform(String)])
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined));

/** A boolean filter as lists send it: true/false, 1/0, 'true'/'false'; '' or absent = no filter. */
export const boolFilter = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v !== 0;
    return v === 'true' || v === '1';
  });

const boolField = (def: boolean) =>
  z
    .union([z.boolean(), z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : v === true || v === 1 || v === 'true' || v === '1'));

/**
 * `/api/repo/paging`: staff with `repo:list` see every bank and may filter by `isExam`/`isTrain`; everyone
 * else (learners' practice list) sees only banks open for training (`isTrain` forced true).
 */
export const RepoPagingBodySchema = pagingRequest(
  z
    .object({
      title: z.string().max(256).optional(),
      isExam: boolFilter,
      isTrain: boolFilter,
    })
    .passthrough(),
);

/** `/api/repo/save`: new without `id`. */
export const SaveRepoBodySchema = z.object({
  id: optionalId,
  title: z
    .string({ error: '题库名称不能为空！' })
    .trim()
    .min(1, '题库名称不能为空！')
    .max(256, '题库名称最多256个字符！'),
  remark: z.string().max(1024, '题库描述最多1024个字符！').optional().default(''),
  isExam: boolField(true),
  isTrain: boolField(true),
});
export type SaveRepoBody = z.input<typeof SaveRepoBodySchema>;

/** Per-type question count. */
export const QuTypeCountSchema = z.strictObject({
  quType: z.number().int(),
  quType_dictText: z.string(),
  count: z.number().int(),
});
export type QuTypeCount = z.output<typeof QuTypeCountSchema>;

/**
 * A bank in lists and detail. Counts are of top-level questions (a composite counts once): objective =
 * types 1, 2, 3, 5, 6 and composites whose children are all objective; subjective = 4 and composites
 * holding a short answer.
 */
export const RepoRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  remark: z.string(),
  isExam: z.boolean(),
  isTrain: z.boolean(),
  quCount: z.number().int(),
  objCount: z.number().int(),
  subjCount: z.number().int(),
  chapterCount: z.number().int(),
  createBy: z.string(),
  /** The author's real name. */
  createBy_dictText: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type RepoRow = z.output<typeof RepoRowSchema>;

/** `/api/repo/chapter/list`: chapters of a bank, optionally searched by title. */
export const ChapterListBodySchema = z.object({
  repoId: IdSchema,
  title: z.string().max(256).optional(),
});

/** `/api/repo/chapter/save`: new without `id`; a new chapter goes last unless `sort` is given. */
export const SaveChapterBodySchema = z.object({
  id: optionalId,
  repoId: IdSchema,
  title: z
    .string({ error: '章节名称不能为空！' })
    .trim()
    .min(1, '章节名称不能为空！')
    .max(256, '章节名称最多256个字符！'),
  sort: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type SaveChapterBody = z.input<typeof SaveChapterBodySchema>;

export const ChapterRowSchema = z.strictObject({
  id: z.string(),
  repoId: z.string(),
  title: z.string(),
  sort: z.number().int(),
  /** Top-level questions in this chapter. */
  quCount: z.number().int(),
});
export type ChapterRow = z.output<typeof ChapterRowSchema>;

/** `/api/repo/chapter-group`: what the training page offers per chapter and per type. */
export const RepoIdBodySchema = z.object({ repoId: IdSchema });

export const ChapterGroupSchema = z.strictObject({
  /** '' = questions without a chapter. */
  id: z.string(),
  title: z.string(),
  sort: z.number().int(),
  quCount: z.number().int(),
  typeList: z.array(QuTypeCountSchema),
});

export const RepoChapterGroupSchema = z.strictObject({
  repoId: z.string(),
  quCount: z.number().int(),
  /** Counts per type over the whole bank. */
  typeList: z.array(QuTypeCountSchema),
  /** Chapters in order, then a "未分章节" group when questions without a chapter exist. */
  chapterList: z.array(ChapterGroupSchema),
});
export type RepoChapterGroup = z.output<typeof RepoChapterGroupSchema>;
