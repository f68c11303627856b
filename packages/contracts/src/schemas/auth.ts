import { z } from 'zod';
import { TEXTS } from '../texts.ts';
import { MOBILE_PATTERN, PASSWORD_PATTERN } from './patterns.ts';

export { MOBILE_PATTERN, PASSWORD_PATTERN };

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

/**
 * `/api/sys/user/mobile-login` (switch mobileLogin): the bound mobile and an SMS code of type 4 (短信登录); the
 * graphic captcha only when the server asks for it (switch loginCaptcha or repeated failures), as for login.
 */
export const MobileLoginBodySchema = CaptchaFieldsSchema.extend({
  mobile: z.string({ error: '手机号不能为空' }).regex(MOBILE_PATTERN, TEXTS.mobileFormat['zh-CN']),
  smsCode: z.string({ error: '短信验证码不能为空' }).trim().min(1, '短信验证码不能为空').max(16),
});
export type MobileLoginBody = z.infer<typeof MobileLoginBodySchema>;

/** What a single photo (the body before issue 24) is answered: face login takes a live capture only. */
export const FACE_LOGIN_LIVE_ONLY = '刷脸登录需要按提示实时拍摄多张照片，单张照片不能登录，请刷新页面后重试！';
/** At most this many camera frames answer one face login challenge (at least 2). */
export const FACE_LOGIN_MAX_FRAMES = 4;

/**
 * `/api/sys/user/face-login` (issue 24 item 3): the answer to a challenge of `/face-login/challenge` — its id and
 * 2-4 camera frames (data URLs or base64 of JPEG or PNG, each at most 2 MB) taken while following its instruction.
 */
export const FaceLoginBodySchema = CaptchaFieldsSchema.extend({
  frames: z
    .array(z.string().min(20, FACE_LOGIN_LIVE_ONLY).max(3_000_000, '照片不能超过2MB！'), {
      error: FACE_LOGIN_LIVE_ONLY,
    })
    .min(2, FACE_LOGIN_LIVE_ONLY)
    .max(FACE_LOGIN_MAX_FRAMES, `最多提交${FACE_LOGIN_MAX_FRAMES}张照片！`),
  challengeId: z.string({ error: FACE_LOGIN_LIVE_ONLY }).min(1, FACE_LOGIN_LIVE_ONLY).max(64),
});
export type FaceLoginBody = z.infer<typeof FaceLoginBodySchema>;

/** What the learner is asked to do while the frames are taken: come closer, or turn the head left and right. */
export const FaceInstructionSchema = z.enum(['closer', 'turn']);
export type FaceInstruction = z.infer<typeof FaceInstructionSchema>;

/** `/api/sys/user/face-login/challenge`: a one-use challenge (valid `ttlSec`) and what to do for it. */
export const FaceChallengeSchema = z.object({
  challengeId: z.string(),
  instruction: FaceInstructionSchema,
  /** The instruction in Chinese (the web shows its own text per instruction and language). */
  text: z.string(),
  /** Frames to take, `intervalMs` apart. */
  frames: z.number().int(),
  intervalMs: z.number().int(),
  ttlSec: z.number().int(),
});
export type FaceChallenge = z.infer<typeof FaceChallengeSchema>;

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

/**
 * `/api/sys/user/update-face`'s answer: `checked` false when no face provider could look at the photo (kept
 * anyway); `msg` says so, or that it was saved.
 */
export const UpdateFaceResultSchema = z.object({ checked: z.boolean(), msg: z.string() });
export type UpdateFaceResult = z.infer<typeof UpdateFaceResultSchema>;

/** `/api/course/face/validate-face`: a camera photo (base64 or data URL) to compare with the face photo. */
export const ValidateFaceBodySchema = z.object({
  photo: z.string({ error: '人脸照片不能为空！' }).min(20, '人脸照片不能为空！').max(3_000_000, '照片不能超过2MB！'),
});

/** `/api/course/face/validate-face` answer: a pass carries the face token of the exam entry check. */
export const FaceCheckResultSchema = z.strictObject({
  pass: z.boolean(),
  /** Why it did not pass ('' on a pass). */
  failMsg: z.string(),
  /** '' unless passed. */
  faceToken: z.string(),
  realName: z.string(),
  idCard: z.string(),
});
export type FaceCheckResult = z.output<typeof FaceCheckResultSchema>;

/** `/api/sys/user/update-pass`. */
export const UpdatePassBodySchema = z
  .object({
    oldPassword: z.string({ error: TEXTS.oldPasswordEmpty['zh-CN'] }).min(1, TEXTS.oldPasswordEmpty['zh-CN']),
    password: PasswordSchema,
    confirm: z.string({ error: TEXTS.passwordMismatch['zh-CN'] }),
  })
  .refine((b) => b.confirm === b.password, { message: TEXTS.passwordMismatch['zh-CN'], path: ['confirm'] });
export type UpdatePassBody = z.infer<typeof UpdatePassBodySchema>;

/** `/api/common/captcha/gen?key=`: the image of a new captcha for `key`. */
export const CaptchaGenQuerySchema = z.object({
  key: z.string({ error: '缺少验证码标识 key' }).min(1).max(64),
});

export const CaptchaCheckBodySchema = z.object({
  captchaKey: req('验证码标识'),
  captchaValue: z.string({ error: '验证码不能为空！' }).trim().min(1, '验证码不能为空！'),
});

/** What login and `/info` answer: the session as the web keeps it (never the password hash). */
export const SessionInfoSchema = z.strictObject({
  /** Empty unless the call was authenticated by the `token` header (cookie sessions never see it). */
  token: z.string(),
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  realName: z.string(),
  roles: z.array(z.string()),
  roleType: z.number().int(),
  permissions: z.array(z.string()),
  avatar: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** The private face photo as a signed address ('' when none). */
  face: z.string(),
  idCard: z.string(),
  workTypeName: z.string(),
  deptCode: z.string(),
  deptCode_dictText: z.string(),
  points: z.number().int(),
  unreadMsg: z.number().int(),
});
export type SessionInfo = z.output<typeof SessionInfoSchema>;

/** `/api/sys/user/reg` answer: signed in at once, or `pending` when the switches ask for review. */
export const RegResultSchema = z.strictObject({
  pending: z.boolean(),
  session: SessionInfoSchema.nullable(),
});
export type RegResult = z.output<typeof RegResultSchema>;

/** `/api/sys/user/sms`: send an SMS code after the graphic captcha. smsType 1 bind, 2 unbind, 3 forgot, 4 login. */
export const SmsBodySchema = z.object({
  mobile: z.string({ error: '手机号不能为空' }).regex(MOBILE_PATTERN, TEXTS.mobileFormat['zh-CN']),
  smsType: z.coerce.number().int().min(1).max(4),
  captchaKey: req('验证码标识'),
  captchaValue: z.string({ error: '图形验证码不能为空！' }).trim().min(1, '图形验证码不能为空！'),
});

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
