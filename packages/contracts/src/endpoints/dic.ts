import { z } from 'zod';
import { IdBodySchema, IdsBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  DicPagingBodySchema,
  DicRecordSchema,
  DicValueNodeSchema,
  DicValueTreeBodySchema,
  SaveDicBodySchema,
  SaveDicValueBodySchema,
} from '../schemas/dic.ts';
import { endpoint, NoAnswer, pageOf, SavedIdAnswer } from './define.ts';

/**
 * Dictionaries: types (`/api/sys/dic/*`) and their values (`/api/sys/dic/value/*`). The value tree is read
 * by every dictionary select on both sides, so any signed-in user may read it.
 */
export const dic = {
  paging: endpoint({
    path: '/api/sys/dic/paging',
    auth: Perm.dic.list,
    request: DicPagingBodySchema,
    answer: pageOf(DicRecordSchema),
    summary: '字典分页',
  }),
  detail: endpoint({
    path: '/api/sys/dic/detail',
    auth: Perm.dic.list,
    request: IdBodySchema,
    answer: DicRecordSchema,
    summary: '字典详情',
  }),
  save: endpoint({
    path: '/api/sys/dic/save',
    auth: { any: [Perm.dic.add, Perm.dic.edit] },
    request: SaveDicBodySchema,
    answer: SavedIdAnswer,
    summary: '保存字典（无 id 为新增）',
  }),
  delete: endpoint({
    path: '/api/sys/dic/delete',
    auth: Perm.dic.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除字典（须先删除其字典值；内置字典不能删除）',
  }),
  valueTree: endpoint({
    path: '/api/sys/dic/value/tree',
    auth: 'user',
    request: DicValueTreeBodySchema,
    answer: z.array(DicValueNodeSchema),
    summary: '字典值树（dicCode, excludes）',
  }),
  valueSave: endpoint({
    path: '/api/sys/dic/value/save',
    auth: { any: [Perm.dic.add, Perm.dic.edit] },
    request: SaveDicValueBodySchema,
    answer: SavedIdAnswer,
    summary: '保存字典值（无 id 为新增）',
  }),
  valueDelete: endpoint({
    path: '/api/sys/dic/value/delete',
    auth: Perm.dic.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除字典值（内置字典值不能删除）',
  }),
};
