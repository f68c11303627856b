import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

/** Departments with hierarchical codes: A01, A01A01, ... A user points at a department by code. */
export const sysDepart = pgTable(
  'sys_depart',
  {
    id: idColumn(),
    parentId: refId().notNull().default('0'),
    deptCode: varchar({ length: 64 }).notNull(),
    deptName: varchar({ length: 64 }).notNull(),
    deptLevel: integer().notNull().default(1),
    sort: integer().notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [uniqueIndex('sys_depart_code').on(t.deptCode), index('sys_depart_parent').on(t.parentId)],
);
