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
export type RepoPagingBody = z.input<typeof RepoPagingBodySchema>;

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
export interface QuTypeCount {
  quType: number;
  quType_dictText: string;
  count: number;
}

/**
 * A bank in lists and detail. Counts are of top-level questions (a composite counts once): objective =
 * types 1, 2, 3, 5, 6 and composites whose children are all objective; subjective = 4 and composites
 * holding a short answer.
 */
export interface RepoRow {
  id: string;
  title: string;
  remark: string;
  isExam: boolean;
  isTrain: boolean;
  quCount: number;
  objCount: number;
  subjCount: number;
  chapterCount: number;
  createBy: string;
  createBy_dictText: string;
  createTime: string;
  updateTime: string;
}

/** `/api/repo/chapter/list`: chapters of a bank, optionally searched by title. */
export const ChapterListBodySchema = z.object({
  repoId: IdSchema,
  title: z.string().max(256).optional(),
});
export type ChapterListBody = z.input<typeof ChapterListBodySchema>;

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

export interface ChapterRow {
  id: string;
  repoId: string;
  title: string;
  sort: number;
  /** Top-level questions in this chapter. */
  quCount: number;
}

/** `/api/repo/chapter-group`: what the training page offers per chapter and per type. */
export const RepoIdBodySchema = z.object({ repoId: IdSchema });
export type RepoIdBody = z.input<typeof RepoIdBodySchema>;

export interface ChapterGroup {
  /** '' = questions without a chapter. */
  id: string;
  title: string;
  sort: number;
  quCount: number;
  typeList: QuTypeCount[];
}

export interface RepoChapterGroup {
  repoId: string;
  quCount: number;
  /** Counts per type over the whole bank. */
  typeList: QuTypeCount[];
  /** Chapters in order, then a "未分章节" group when questions without a chapter exist. */
  chapterList: ChapterGroup[];
}
