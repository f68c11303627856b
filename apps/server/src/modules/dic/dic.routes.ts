import {
  DicPagingBodySchema,
  DicValueTreeBodySchema,
  IdBodySchema,
  IdsBodySchema,
  Perm,
  SaveDicBodySchema,
  SaveDicValueBodySchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { deleteDics, deleteDicValues, dicDetail, dicPage, dicValueTree, saveDic, saveDicValue } from './dic.service.ts';

/**
 * Dictionaries: types (`/api/sys/dic/*`) and their values (`/api/sys/dic/value/*`). The value tree is read
 * by every dictionary select on both sides, so any signed-in user may read it.
 */
export const dicRoutes = [
  route({
    url: '/api/sys/dic/paging',
    auth: Perm.dic.list,
    body: DicPagingBodySchema,
    summary: '字典分页',
    handler: ({ app, body }) => dicPage(app, body),
  }),
  route({
    url: '/api/sys/dic/detail',
    auth: Perm.dic.list,
    body: IdBodySchema,
    summary: '字典详情',
    handler: ({ app, body }) => dicDetail(app, body.id),
  }),
  route({
    url: '/api/sys/dic/save',
    auth: { any: [Perm.dic.add, Perm.dic.edit] },
    body: SaveDicBodySchema,
    summary: '保存字典（无 id 为新增）',
    handler: ({ app, session, body }) => saveDic(app, session, body),
  }),
  route({
    url: '/api/sys/dic/delete',
    auth: Perm.dic.delete,
    body: IdsBodySchema,
    summary: '删除字典（须先删除其字典值；内置字典不能删除）',
    handler: ({ app, body }) => deleteDics(app, body.ids),
  }),
  route({
    url: '/api/sys/dic/value/tree',
    auth: 'user',
    body: DicValueTreeBodySchema,
    summary: '字典值树（dicCode, excludes）',
    handler: ({ app, body }) => dicValueTree(app, body.dicCode, body.excludes),
  }),
  route({
    url: '/api/sys/dic/value/save',
    auth: { any: [Perm.dic.add, Perm.dic.edit] },
    body: SaveDicValueBodySchema,
    summary: '保存字典值（无 id 为新增）',
    handler: ({ app, session, body }) => saveDicValue(app, session, body),
  }),
  route({
    url: '/api/sys/dic/value/delete',
    auth: Perm.dic.delete,
    body: IdsBodySchema,
    summary: '删除字典值（内置字典值不能删除）',
    handler: ({ app, body }) => deleteDicValues(app, body.ids),
  }),
];
