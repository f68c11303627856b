import {
  IdBodySchema,
  IdsBodySchema,
  Perm,
  RoleMenusBodySchema,
  RolePagingSchema,
  RoleSaveBodySchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { deleteRoles, listRoles, roleDetail, roleMenuIds, rolePage, saveRole, saveRoleMenus } from './role.service.ts';

export const roleRoutes = [
  route({
    url: '/api/sys/role/list',
    // The user page's role select needs the list too.
    auth: { any: [Perm.role.list, Perm.user.list] },
    summary: '全部角色',
    handler: ({ app }) => listRoles(app),
  }),
  route({
    url: '/api/sys/role/paging',
    auth: Perm.role.list,
    body: RolePagingSchema,
    summary: '角色分页（角色管理页）',
    handler: ({ app, body }) => rolePage(app, body),
  }),
  route({
    url: '/api/sys/role/detail',
    auth: Perm.role.list,
    body: IdBodySchema,
    summary: '角色详情',
    handler: ({ app, body }) => roleDetail(app, body.id),
  }),
  route({
    url: '/api/sys/role/save',
    auth: { any: [Perm.role.add, Perm.role.edit] },
    body: RoleSaveBodySchema,
    summary: '保存角色',
    handler: ({ app, session, body }) => saveRole(app, session, body),
  }),
  route({
    url: '/api/sys/role/delete',
    auth: Perm.role.delete,
    body: IdsBodySchema,
    summary: '删除角色（内置角色或仍有用户时拒绝）',
    handler: ({ app, session, body }) => deleteRoles(app, session, body.ids),
  }),
  route({
    url: '/api/sys/role/list-menus',
    auth: { any: [Perm.role.menus, Perm.role.list] },
    body: IdBodySchema,
    summary: '角色已授权的菜单 id',
    handler: ({ app, body }) => roleMenuIds(app, body.id),
  }),
  route({
    url: '/api/sys/role/save-menus',
    auth: Perm.role.menus,
    body: RoleMenusBodySchema,
    summary: '保存角色的菜单授权（立即生效）',
    handler: ({ app, session, body }) => saveRoleMenus(app, session, body.id, body.menuIds),
  }),
];
