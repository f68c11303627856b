import { IdBodySchema, IdsBodySchema, MenuSaveBodySchema, MoveSortBodySchema, Perm } from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { deleteMenus, menuDetail, menuTree, routesFor, saveMenu, sortMenu } from './menu.service.ts';

export const menuRoutes = [
  route({
    url: '/api/sys/menu/routes',
    auth: 'user',
    summary: '当前用户的路由菜单',
    handler: ({ app, session }) => routesFor(app, session),
  }),
  route({
    url: '/api/sys/menu/tree',
    // The role page's grant dialog shows the same tree.
    auth: { any: [Perm.menu.list, Perm.role.menus] },
    summary: '菜单树',
    handler: ({ app }) => menuTree(app),
  }),
  route({
    url: '/api/sys/menu/detail',
    auth: Perm.menu.list,
    body: IdBodySchema,
    summary: '菜单详情',
    handler: ({ app, body }) => menuDetail(app, body.id),
  }),
  route({
    url: '/api/sys/menu/save',
    auth: { any: [Perm.menu.add, Perm.menu.edit] },
    body: MenuSaveBodySchema,
    summary: '保存菜单',
    handler: ({ app, session, body }) => saveMenu(app, session, body),
  }),
  route({
    url: '/api/sys/menu/delete',
    auth: Perm.menu.delete,
    body: IdsBodySchema,
    summary: '删除菜单（有下级时拒绝）',
    handler: ({ app, session, body }) => deleteMenus(app, session, body.ids),
  }),
  route({
    url: '/api/sys/menu/sort',
    auth: Perm.menu.sort,
    body: MoveSortBodySchema,
    summary: '菜单排序（0 上移，1 下移）',
    handler: ({ app, session, body }) => sortMenu(app, session, body),
  }),
];
