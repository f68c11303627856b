import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { TEXTS } from '../texts.ts';
import { MOBILE_PATTERN } from './auth.ts';

/** SMS code purposes (`smsType`). */
export const SmsType = { BIND: 1, UNBIND: 2, FORGOT: 3, LOGIN: 4 } as const;

const mobile = z
  .string({ error: '手机号不能为空' })
  .trim()
  .min(1, '手机号不能为空')
  .regex(MOBILE_PATTERN, TEXTS.mobileFormat['zh-CN']);

/** `/api/sys/user/bind/bind-mobile` and `/unbind-mobile`: the mobile and the SMS code sent to it. */
export const BindMobileBodySchema = z.object({
  mobile,
  smsCode: z.string({ error: '短信验证码不能为空' }).trim().min(1, '短信验证码不能为空').max(16),
});

/**
 * `/api/sys/user/bind/direct-bind` and `/direct-unbind`. The spec's body is the caller's `mobile` + `smsCode`
 * (learner, same rules as bind-mobile / unbind-mobile). With `userId` it is staff acting on that user
 * (sys:user:edit, data scope, no SMS code); unbinding then ignores `mobile`. The service requires the fields
 * of each case (手机号不能为空 / 短信验证码不能为空).
 */
export const DirectBindBodySchema = z.object({
  userId: IdSchema.optional(),
  mobile: mobile.optional(),
  smsCode: z.string().trim().max(16).optional(),
});

/** `/api/sys/user/bind/bind-info`: the caller's mobile, masked (138****8000). */
export const BindInfoSchema = z.strictObject({
  bound: z.boolean(),
  mobile: z.string(),
});
export type BindInfo = z.output<typeof BindInfoSchema>;

/** `/api/sys/sms/paging` (staff): the SMS log, searched by mobile and type. */
export const SmsLogPagingBodySchema = pagingRequest(
  z
    .object({
      mobile: z.string().max(32).optional(),
      smsType: z
        .union([z.coerce.number().int().min(1).max(4), z.literal('').transform(() => undefined)])
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
    })
    .passthrough(),
);

export const SmsLogRecordSchema = z.strictObject({
  id: z.string(),
  mobile: z.string(),
  smsType: z.number().int(),
  smsType_dictText: z.string(),
  /** Always empty: codes are never stored nor shown (kept for compatibility). */
  code: z.literal(''),
  provider: z.string(),
  createTime: z.string(),
});
export type SmsLogRecord = z.output<typeof SmsLogRecordSchema>;
