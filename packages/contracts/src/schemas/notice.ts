import { z } from 'zod';
import { pagingRequest } from '../envelope.ts';

/** Notice states (dictionary `notice_state`). */
export const NoticeState = { PUBLISHED: 0, DRAFT: 1 } as const;

const optionalId = z
  .union([z.string().max(64), z.number().int().transform(String)])
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * `/api/sys/notice/paging`: everyone sees published notices, searched by `title`. Staff holding
 * `sys:notice:list` may pass `state` (0 published, 1 draft) or leave it out to see both.
 */
export const NoticePagingBodySchema = pagingRequest(
  z
    .object({
      title: z.string().max(256).optional(),
      state: z
        .union([z.coerce.number().int().min(0).max(1), z.literal('').transform(() => undefined)])
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
    })
    .passthrough(),
);

/** Largest stored notice body, in characters (images are uploads, not inline data). */
export const NOTICE_CONTENT_MAX = 200_000;

/** `/api/sys/notice/save`: new without `id`. `content` is rich text, sanitized on the server. */
export const SaveNoticeBodySchema = z.object({
  id: optionalId,
  title: z
    .string({ error: '公告标题不能为空！' })
    .trim()
    .min(1, '公告标题不能为空！')
    .max(256, '公告标题最多256个字符！'),
  content: z
    .string({ error: '公告内容不能为空！' })
    .min(1, '公告内容不能为空！')
    .max(NOTICE_CONTENT_MAX, '公告内容过长！'),
  state: z.coerce.number().int().min(0, '公告状态不正确！').max(1, '公告状态不正确！').default(NoticeState.PUBLISHED),
});
export type SaveNoticeBody = z.input<typeof SaveNoticeBodySchema>;

/** A notice in a list (no content). */
export const NoticeRecordSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  state: z.number().int(),
  state_dictText: z.string(),
  createBy: z.string(),
  /** The author's real name. */
  createBy_dictText: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type NoticeRecord = z.output<typeof NoticeRecordSchema>;

/** `/api/sys/notice/detail`: a notice with its sanitized HTML content. */
export const NoticeDetailSchema = z.strictObject({ ...NoticeRecordSchema.shape, content: z.string() });
export type NoticeDetail = z.output<typeof NoticeDetailSchema>;
