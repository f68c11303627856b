import { z } from 'zod';
import { IdBodySchema, IdsBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  DepartPagingSchema,
  DepartSaveBodySchema,
  DepartTreeNodeSchema,
  DepartViewSchema,
  DeptTreeNodeSchema,
  MoveSortBodySchema,
} from '../schemas/depart.ts';
import { endpoint, NoAnswer, NoInput, pageOf } from './define.ts';

/** Departments (docs/REQUIREMENTS.md#users). */
export const depart = {
  treeSelect: endpoint({
    path: '/api/sys/depart/tree-select',
    auth: 'public',
    request: NoInput,
    answer: z.array(DeptTreeNodeSchema),
    summary: '部门树（公开，注册时选择部门）',
  }),
  paging: endpoint({
    path: '/api/sys/depart/paging',
    auth: Perm.depart.list,
    request: DepartPagingSchema,
    answer: pageOf(DepartViewSchema),
    summary: '部门分页（按数据权限）',
  }),
  tree: endpoint({
    path: '/api/sys/depart/tree',
    auth: Perm.depart.list,
    request: NoInput,
    answer: z.array(DepartTreeNodeSchema),
    summary: '部门树（管理，按数据权限）',
  }),
  detail: endpoint({
    path: '/api/sys/depart/detail',
    auth: Perm.depart.list,
    request: IdBodySchema,
    answer: DepartViewSchema,
    summary: '部门详情',
  }),
  save: endpoint({
    path: '/api/sys/depart/save',
    auth: { any: [Perm.depart.add, Perm.depart.edit] },
    request: DepartSaveBodySchema,
    answer: DepartViewSchema,
    summary: '保存部门（新建时生成层级编码）',
  }),
  delete: endpoint({
    path: '/api/sys/depart/delete',
    auth: Perm.depart.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除部门（有下级或用户时拒绝）',
  }),
  sort: endpoint({
    path: '/api/sys/depart/sort',
    auth: Perm.depart.sort,
    request: MoveSortBodySchema,
    answer: NoAnswer,
    summary: '部门排序（0 上移，1 下移）',
  }),
};
