import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';

const optionalId = z
  .union([z.string().max(64), z.number().int().transform(String)])
  .optional()
  .transform((v) => (v ? v : undefined));

/** Codes of the built-in message templates the modules send through the message service. */
export const NotifyTmplCode = {
  EXAM_PUBLISH: 'exam_publish',
  MARK_DONE: 'mark_done',
  CERT_GRANT: 'cert_grant',
  APPLY_AUDIT: 'apply_audit',
  COURSE_PUBLISH: 'course_publish',
  USER_AUDIT: 'user_audit',
} as const;

/** `/api/notify/tmpl/paging`: searched by title or code, optionally by state (0 enabled, 1 disabled). */
export const NotifyTmplPagingBodySchema = pagingRequest(
  z
    .object({
      title: z.string().max(256).optional(),
      code: z.string().max(64).optional(),
      state: z
        .union([z.coerce.number().int().min(0).max(1), z.literal('').transform(() => undefined)])
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
    })
    .passthrough(),
);

/** `/api/notify/tmpl/save`: title and content may hold `${key}` placeholders. */
export const SaveNotifyTmplBodySchema = z.object({
  id: optionalId,
  code: z
    .string({ error: '模板编码不能为空！' })
    .trim()
    .min(1, '模板编码不能为空！')
    .max(64, '模板编码最多64个字符！')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '模板编码只能包含字母、数字和下划线，且以字母开头！'),
  title: z
    .string({ error: '模板标题不能为空！' })
    .trim()
    .min(1, '模板标题不能为空！')
    .max(256, '模板标题最多256个字符！'),
  content: z.string({ error: '模板内容不能为空！' }).min(1, '模板内容不能为空！').max(50_000, '模板内容过长！'),
  remark: z.string().max(512, '备注最多512个字符！').default(''),
  state: z.coerce.number().int().min(0).max(1).default(0),
});
export type SaveNotifyTmplBody = z.input<typeof SaveNotifyTmplBodySchema>;

/** `/api/notify/tmpl/send`: send an enabled template to chosen users, filling its placeholders with `vars`. */
export const SendNotifyTmplBodySchema = z.object({
  id: IdSchema,
  userIds: z.array(IdSchema).min(1, '请至少勾选一个用户！').max(50_000),
  vars: z.record(z.string().max(64), z.union([z.string().max(2000), z.number()]).transform(String)).default({}),
});

/** A message template as the admin sees it. */
export const NotifyTmplRecordSchema = z.strictObject({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  content: z.string(),
  remark: z.string(),
  state: z.number().int(),
  state_dictText: z.string(),
  /** The placeholder keys found in title and content, in order of appearance. */
  keys: z.array(z.string()),
  createTime: z.string(),
  updateTime: z.string(),
});
export type NotifyTmplRecord = z.output<typeof NotifyTmplRecordSchema>;

/** `/api/notify/tmpl/send` answer: messages written. */
export const SendResultSchema = z.strictObject({ sent: z.number().int() });
export type SendResult = z.output<typeof SendResultSchema>;

/** `/api/sys/user/msg/paging`: the caller's messages, by read state (0 unread, 1 read; absent: all). */
export const MsgPagingBodySchema = pagingRequest(
  z
    .object({
      readState: z
        .union([z.coerce.number().int().min(0).max(1), z.literal('').transform(() => undefined)])
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
      title: z.string().max(256).optional(),
    })
    .passthrough(),
);

/** A message in the learner's list (no content). */
export const UserMsgRecordSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  readState: z.number().int(),
  readState_dictText: z.string(),
  createTime: z.string(),
  readTime: z.string().nullable(),
});
export type UserMsgRecord = z.output<typeof UserMsgRecordSchema>;

/** `/api/sys/user/msg/detail-for-read`: the message with its rich-text content; reading marks it read. */
export const UserMsgDetailSchema = z.strictObject({ ...UserMsgRecordSchema.shape, content: z.string() });
export type UserMsgDetail = z.output<typeof UserMsgDetailSchema>;
