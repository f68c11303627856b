import { z } from 'zod';
import { TEXTS } from '../texts.ts';

/** Mainland 11-digit mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** At least 6 characters with both a letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{6,}$/;

const req = (label: string) =>
  z
    .string({ error: `${label}不能为空！` })
    .trim()
    .min(1, `${label}不能为空！`);

export const PasswordSchema = z
  .string({ error: TEXTS.passwordRule['zh-CN'] })
  .max(64, '密码不能超过64位！')
  .regex(PASSWORD_PATTERN, TEXTS.passwordRule['zh-CN']);

export const CaptchaFieldsSchema = z.object({
  captchaKey: z.string().max(64).optional(),
  captchaValue: z.string().max(16).optional(),
});

/** `/api/sys/user/login`. `username` is what the web sends; `userName` is accepted too. */
export const LoginBodySchema = z.preprocess(
  (v) => {
    if (v && typeof v === 'object' && !('username' in v) && 'userName' in v) {
      return { ...v, username: (v as { userName: unknown }).userName };
    }
    return v;
  },
  CaptchaFieldsSchema.extend({
    username: req('账号').pipe(z.string().max(64)),
    password: z.string({ error: '密码不能为空！' }).min(1, '密码不能为空！').max(64),
  }),
);
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** `/api/sys/user/reg`: learner self-registration, governed by the switches. */
export const RegBodySchema = CaptchaFieldsSchema.extend({
  userName: req('账号').pipe(
    z
      .string()
      .min(4, '账号至少4位！')
      .max(32, '账号不能超过32位！')
      .regex(/^[A-Za-z0-9_@.-]+$/, '账号只能包含字母、数字和 _ @ . -'),
  ),
  realName: req('姓名').pipe(z.string().max(32, '姓名不能超过32位！')),
  password: PasswordSchema,
  confirm: z.string().optional(),
  deptCode: z.string().max(64).optional(),
  mobile: z.string().regex(MOBILE_PATTERN, TEXTS.mobileFormat['zh-CN']).optional().or(z.literal('')),
  email: z.email('邮箱格式不正确！').optional().or(z.literal('')),
}).refine((b) => b.confirm === undefined || b.confirm === b.password, {
  message: TEXTS.passwordMismatch['zh-CN'],
  path: ['confirm'],
});
export type RegBody = z.infer<typeof RegBodySchema>;

/** `/api/sys/user/update`: a user edits their own profile. */
export const UpdateSelfBodySchema = z.object({
  realName: req('姓名').pipe(z.string().max(32)).optional(),
  email: z.email('邮箱格式不正确！').optional().or(z.literal('')),
  avatar: z.string().max(512).optional(),
  idCard: z.string().max(32).optional(),
  workTypeName: z.string().max(64).optional(),
});
export type UpdateSelfBody = z.infer<typeof UpdateSelfBodySchema>;

/** `/api/sys/user/update-face`: the learner's face photo (an uploaded JPEG or PNG) for face checks. */
export const UpdateFaceBodySchema = z.object({
  face: z.string({ error: '人脸照片不能为空！' }).trim().min(1, '人脸照片不能为空！').max(512),
});
export type UpdateFaceBody = z.infer<typeof UpdateFaceBodySchema>;

/** `/api/sys/user/update-pass`. */
export const UpdatePassBodySchema = z
  .object({
    oldPassword: z.string({ error: TEXTS.oldPasswordEmpty['zh-CN'] }).min(1, TEXTS.oldPasswordEmpty['zh-CN']),
    password: PasswordSchema,
    confirm: z.string({ error: TEXTS.passwordMismatch['zh-CN'] }),
  })
  .refine((b) => b.confirm === b.password, { message: TEXTS.passwordMismatch['zh-CN'], path: ['confirm'] });
export type UpdatePassBody = z.infer<typeof UpdatePassBodySchema>;

export const CaptchaCheckBodySchema = z.object({
  captchaKey: req('验证码标识'),
  captchaValue: z.string({ error: '验证码不能为空！' }).trim().min(1, '验证码不能为空！'),
});

/** What login and `/info` answer: the session as the web keeps it. */
export interface SessionInfo {
  token: string;
  id: string;
  userId: string;
  userName: string;
  realName: string;
  roles: string[];
  roleType: number;
  permissions: string[];
  avatar: string;
  mobile: string;
  email: string;
  face: string;
  idCard: string;
  workTypeName: string;
  deptCode: string;
  deptCode_dictText: string;
  points: number;
  unreadMsg: number;
}

/** `/api/sys/user/reg` answer: signed in at once, or `pending` when the switches ask for review. */
export interface RegResult {
  pending: boolean;
  session: SessionInfo | null;
}

/** `/api/sys/user/sms`: send an SMS code after the graphic captcha. smsType 1 bind, 2 unbind, 3 forgot, 4 login. */
export const SmsBodySchema = z.object({
  mobile: z.string({ error: '手机号不能为空' }).regex(MOBILE_PATTERN, TEXTS.mobileFormat['zh-CN']),
  smsType: z.coerce.number().int().min(1).max(4),
  captchaKey: req('验证码标识'),
  captchaValue: z.string({ error: '图形验证码不能为空！' }).trim().min(1, '图形验证码不能为空！'),
});
export type SmsBody = z.infer<typeof SmsBodySchema>;

/** `/api/sys/user/forgot`: reset one's password with an SMS code sent to the bound mobile and a fresh graphic captcha. */
export const ForgotBodySchema = z
  .object({
    mobile: z.string({ error: '手机号不能为空' }).regex(MOBILE_PATTERN, TEXTS.mobileFormat['zh-CN']),
    smsCode: z.string({ error: '短信验证码不能为空' }).trim().min(1, '短信验证码不能为空'),
    password: PasswordSchema,
    confirm: z.string({ error: TEXTS.passwordMismatch['zh-CN'] }),
    captchaKey: req('验证码标识'),
    captchaValue: z.string({ error: '图形验证码不能为空！' }).trim().min(1, '图形验证码不能为空！'),
  })
  .refine((b) => b.confirm === b.password, { message: TEXTS.passwordMismatch['zh-CN'], path: ['confirm'] });
export type ForgotBody = z.infer<typeof ForgotBodySchema>;

/** A node of `/api/sys/depart/tree-select` (public, used by registration). */
export interface DeptTreeNode {
  id: string;
  deptCode: string;
  deptName: string;
  parentId: string;
  children: DeptTreeNode[];
}
