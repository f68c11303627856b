import { z } from 'zod';
import { IdBodySchema, IdsBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { MoveSortBodySchema } from '../schemas/depart.ts';
import { MenuRouteSchema, MenuSaveBodySchema, MenuTreeNodeSchema, MenuViewSchema } from '../schemas/menu.ts';
import { endpoint, NoAnswer, NoInput } from './define.ts';
import { PICKER_AUTH } from './picker-auth.ts';

/** Menus and the signed-in user's routes (docs/REQUIREMENTS.md#users). */
export const menu = {
  routes: endpoint({
    path: '/api/sys/menu/routes',
    auth: 'user',
    request: NoInput,
    answer: z.array(MenuRouteSchema),
    summary: '当前用户的路由菜单',
  }),
  tree: endpoint({
    path: '/api/sys/menu/tree',
    // The role page's grant dialog shows the same tree.
    auth: PICKER_AUTH.menu,
    request: NoInput,
    answer: z.array(MenuTreeNodeSchema),
    summary: '菜单树',
  }),
  detail: endpoint({
    path: '/api/sys/menu/detail',
    auth: Perm.menu.list,
    request: IdBodySchema,
    answer: MenuViewSchema,
    summary: '菜单详情',
  }),
  save: endpoint({
    path: '/api/sys/menu/save',
    auth: { any: [Perm.menu.add, Perm.menu.edit] },
    request: MenuSaveBodySchema,
    answer: MenuViewSchema,
    summary: '保存菜单',
  }),
  delete: endpoint({
    path: '/api/sys/menu/delete',
    auth: Perm.menu.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除菜单（有下级时拒绝）',
  }),
  sort: endpoint({
    path: '/api/sys/menu/sort',
    auth: Perm.menu.sort,
    request: MoveSortBodySchema,
    answer: NoAnswer,
    summary: '菜单排序（0 上移，1 下移）',
  }),
};
