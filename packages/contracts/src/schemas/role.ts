import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';

const intIn = (min: number, max: number, msg: string) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

/**
 * `/api/sys/role/save`: without `id` creates a role. roleType 1 learner, 2 staff; dataScope 1 self,
 * 2 own department, 3 department and below, 4 all; roleLevel 1 (highest) .. 9.
 */
export const RoleSaveBodySchema = z.object({
  id: IdSchema.optional(),
  roleName: z
    .string({ error: '角色名称不能为空！' })
    .trim()
    .min(1, '角色名称不能为空！')
    .max(64, '角色名称不能超过64个字符！'),
  roleType: intIn(1, 2, '角色类型不正确！').default(2),
  dataScope: intIn(1, 4, '数据权限不正确！').default(1),
  roleLevel: intIn(1, 9, '角色级别必须是1到9之间的整数！').default(9),
  remark: z.string().trim().max(256, '备注不能超过256个字符！').default(''),
});
export type RoleSaveBody = z.input<typeof RoleSaveBodySchema>;

/** `/api/sys/role/paging` (the role page): the name matches fuzzily. */
export const RolePagingSchema = pagingRequest(
  z.object({ roleName: z.string().trim().max(64).optional() }).passthrough(),
);
export type RolePaging = z.infer<typeof RolePagingSchema>;

/** `/api/sys/role/save-menus`: replaces the menus granted to a role. */
export const RoleMenusBodySchema = z.object({
  id: IdSchema,
  menuIds: z.array(IdSchema).max(5000).default([]),
});

/** A role as `/api/sys/role/list` and `/detail` answer it. */
export const RoleViewSchema = z.strictObject({
  id: z.string(),
  roleName: z.string(),
  roleType: z.number().int(),
  roleType_dictText: z.string(),
  dataScope: z.number().int(),
  dataScope_dictText: z.string(),
  roleLevel: z.number().int(),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type RoleView = z.output<typeof RoleViewSchema>;

/** Built-in roles that cannot be deleted: the administrator and the default learner role. */
export const BUILT_IN_ROLES = ['sa', 'student'] as const;
