import { z } from 'zod';
import { IdBodySchema, IdsBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { RoleMenusBodySchema, RolePagingSchema, RoleSaveBodySchema, RoleViewSchema } from '../schemas/role.ts';
import { endpoint, NoAnswer, NoInput, pageOf } from './define.ts';
import { PICKER_AUTH } from './picker-auth.ts';

/** Roles and their menu grants (docs/REQUIREMENTS.md#users). */
export const role = {
  list: endpoint({
    path: '/api/sys/role/list',
    // The user page's role select needs the list too.
    auth: PICKER_AUTH.role,
    request: NoInput,
    answer: z.array(RoleViewSchema),
    summary: '全部角色',
  }),
  paging: endpoint({
    path: '/api/sys/role/paging',
    auth: Perm.role.list,
    request: RolePagingSchema,
    answer: pageOf(RoleViewSchema),
    summary: '角色分页（角色管理页）',
  }),
  detail: endpoint({
    path: '/api/sys/role/detail',
    auth: Perm.role.list,
    request: IdBodySchema,
    answer: RoleViewSchema,
    summary: '角色详情',
  }),
  save: endpoint({
    path: '/api/sys/role/save',
    auth: { any: [Perm.role.add, Perm.role.edit] },
    request: RoleSaveBodySchema,
    answer: RoleViewSchema,
    summary: '保存角色',
  }),
  delete: endpoint({
    path: '/api/sys/role/delete',
    auth: Perm.role.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除角色（内置角色或仍有用户时拒绝）',
  }),
  listMenus: endpoint({
    path: '/api/sys/role/list-menus',
    auth: { any: [Perm.role.menus, Perm.role.list] },
    request: IdBodySchema,
    answer: z.array(z.string()),
    summary: '角色已授权的菜单 id',
  }),
  saveMenus: endpoint({
    path: '/api/sys/role/save-menus',
    auth: Perm.role.menus,
    request: RoleMenusBodySchema,
    answer: NoAnswer,
    summary: '保存角色的菜单授权（立即生效）',
  }),
};
