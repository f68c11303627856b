import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

export const sysDic = pgTable(
  'sys_dic',
  {
    id: idColumn(),
    code: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 64 }).notNull(),
    remark: varchar({ length: 256 }).notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [uniqueIndex('sys_dic_code').on(t.code)],
);

export const sysDicValue = pgTable(
  'sys_dic_value',
  {
    id: idColumn(),
    dicCode: varchar({ length: 64 }).notNull(),
    parentId: refId().notNull().default('0'),
    value: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 128 }).notNull(),
    sort: integer().notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('sys_dic_value_code').on(t.dicCode), uniqueIndex('sys_dic_value_code_value').on(t.dicCode, t.value)],
);
