import {
  DepartPagingSchema,
  DepartSaveBodySchema,
  IdBodySchema,
  IdsBodySchema,
  MoveSortBodySchema,
  Perm,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import {
  deleteDeparts,
  departAdminTree,
  departDetail,
  departPage,
  departTree,
  saveDepart,
  sortDepart,
} from './depart.service.ts';

export const departRoutes = [
  route({
    url: '/api/sys/depart/tree-select',
    auth: 'public',
    summary: '部门树（公开，注册时选择部门）',
    handler: ({ app }) => departTree(app),
  }),
  route({
    url: '/api/sys/depart/paging',
    auth: Perm.depart.list,
    body: DepartPagingSchema,
    summary: '部门分页（按数据权限）',
    handler: ({ app, session, body }) => departPage(app, session, body),
  }),
  route({
    url: '/api/sys/depart/tree',
    auth: Perm.depart.list,
    summary: '部门树（管理，按数据权限）',
    handler: ({ app, session }) => departAdminTree(app, session),
  }),
  route({
    url: '/api/sys/depart/detail',
    auth: Perm.depart.list,
    body: IdBodySchema,
    summary: '部门详情',
    handler: ({ app, session, body }) => departDetail(app, session, body.id),
  }),
  route({
    url: '/api/sys/depart/save',
    auth: { any: [Perm.depart.add, Perm.depart.edit] },
    body: DepartSaveBodySchema,
    summary: '保存部门（新建时生成层级编码）',
    handler: ({ app, session, body }) => saveDepart(app, session, body),
  }),
  route({
    url: '/api/sys/depart/delete',
    auth: Perm.depart.delete,
    body: IdsBodySchema,
    summary: '删除部门（有下级或用户时拒绝）',
    handler: ({ app, session, body }) => deleteDeparts(app, session, body.ids),
  }),
  route({
    url: '/api/sys/depart/sort',
    auth: Perm.depart.sort,
    body: MoveSortBodySchema,
    summary: '部门排序（0 上移，1 下移）',
    handler: ({ app, session, body }) => sortDepart(app, session, body),
  }),
];
