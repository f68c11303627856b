import { z } from 'zod';
import { IdSchema, IdsBodySchema, pagingRequest } from '../envelope.ts';
import { TEXTS } from '../texts.ts';
import { MOBILE_PATTERN, PasswordSchema } from './auth.ts';

const optText = (max: number) => z.string().trim().max(max).optional();
const req = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空！` })
    .trim()
    .min(1, `${label}不能为空！`)
    .max(max, `${label}不能超过${max}个字符！`);

/** Mainland ID card: 15 digits, or 17 digits and a digit or X. */
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
/** Accounts: letters, digits and _ @ . - (the same rule as registration). */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_@.-]+$/;

/** `state` filter value meaning "any state" (the state select's 全部). */
export const USER_STATE_ALL = -1;

/**
 * `/api/sys/user/paging` (and `/export`, which ignores `current`/`size`). `name` matches account or real
 * name fuzzily; `deptCode` lists that department and below; `state` defaults to 0
 * (docs/REQUIREMENTS.md#users), -1 lists every state; `excludes` leaves users out (pickers).
 */
export const UserPagingSchema = pagingRequest(
  z
    .object({
      name: optText(64),
      userName: optText(64),
      realName: optText(64),
      deptCode: optText(64),
      state: z.coerce.number().int().min(USER_STATE_ALL).max(2).default(0),
      roleId: optText(64),
      mobile: optText(32),
      excludes: z.array(IdSchema).max(5000).optional(),
    })
    .passthrough(),
);
export type UserPaging = z.infer<typeof UserPagingSchema>;
/** The search params of the user list as the web sends them. */
export interface UserPagingParams {
  name?: string;
  userName?: string;
  realName?: string;
  deptCode?: string;
  /** 0 default; -1 every state. */
  state?: number;
  roleId?: string;
  mobile?: string;
  excludes?: string[];
}

/** An optional field where an empty or blank string means "not given". */
const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v), s.optional());

/** The fields shared by the admin's user form and a row of the import file. */
export const UserFieldsSchema = z.object({
  userName: req('账号', 32).pipe(z.string().regex(USER_NAME_PATTERN, '账号只能包含字母、数字和 _ @ . -')),
  realName: req('姓名', 32),
  deptCode: req('部门', 64),
  mobile: optional(z.string().trim().regex(MOBILE_PATTERN, TEXTS.mobileFormat['zh-CN'])),
  email: optional(z.string().trim().max(128, '邮箱不能超过128个字符！').pipe(z.email('邮箱格式不正确！'))),
  idCard: optional(z.string().trim().regex(ID_CARD_PATTERN, '身份证号格式不正确！')),
  workTypeName: optText(64),
});

/**
 * `/api/sys/user/save`: without `id` creates a user (password required, rules of PasswordSchema); with
 * `id` edits one (an empty password keeps it, a new one replaces it and ends the user's sessions).
 * `roleIds` empty answers 90010003 至少要包含一个角色！.
 */
export const SaveUserBodySchema = UserFieldsSchema.extend({
  id: IdSchema.optional(),
  password: optional(PasswordSchema),
  roleIds: z.array(IdSchema).max(50).default([]),
  state: z.coerce.number().int().min(0).max(2).optional(),
});
export type SaveUserBody = z.input<typeof SaveUserBodySchema>;

/**
 * `/api/sys/user/reset-pass`: `ids` (or `id`); `password` optional: absent resets to
 * DEFAULT_RESET_PASSWORD. Every session of those users ends.
 */
export const ResetPassBodySchema = z
  .object({
    id: IdSchema.optional(),
    ids: z.array(IdSchema).max(5000).optional(),
    password: optional(PasswordSchema),
  })
  .refine((b) => Boolean(b.id) || (b.ids?.length ?? 0) > 0, { message: '请至少选择一条数据！', path: ['ids'] });

/** Password given by `/reset-pass` when none is sent; the user should change it after signing in. */
export const DEFAULT_RESET_PASSWORD = 'xk123456';

/** `/api/sys/user/batch-dept`. */
export const BatchDeptBodySchema = IdsBodySchema.extend({ deptCode: req('部门', 64) });

/** `/api/sys/user/batch-role`: replaces the roles of the users (90010003 when empty). */
export const BatchRoleBodySchema = IdsBodySchema.extend({ roleIds: z.array(IdSchema).max(50).default([]) });

/** A user as the admin pages see it (list, detail, pickers). Never carries the password hash or face data. */
export const UserViewSchema = z.strictObject({
  id: z.string(),
  userName: z.string(),
  realName: z.string(),
  deptCode: z.string(),
  /** The department's name ('' when the code is unknown). */
  deptCode_dictText: z.string(),
  state: z.number().int(),
  state_dictText: z.string(),
  mobile: z.string(),
  email: z.string(),
  idCard: z.string(),
  workTypeName: z.string(),
  avatar: z.string(),
  points: z.number().int(),
  roleIds: z.array(z.string()),
  /** Role names, in the order of `roleIds`. */
  roleNames: z.array(z.string()),
  /** 2 if any role is staff, else 1. */
  roleType: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type UserView = z.output<typeof UserViewSchema>;

/** Header cells of the user import template, in order (`*` marks a required column). */
export const USER_IMPORT_HEADERS = [
  '账号*',
  '姓名*',
  '密码*',
  '部门编码',
  '部门名称',
  '角色*',
  '手机号',
  '邮箱',
  '身份证号',
];
