import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

/** System notices published by staff; state 0 published, 1 draft (dictionary `notice_state`). */
export const sysNotice = pgTable(
  'sys_notice',
  {
    id: idColumn(),
    title: varchar({ length: 256 }).notNull(),
    /** Sanitized rich text (lib/sanitize.ts). */
    content: text().notNull().default(''),
    state: integer().notNull().default(1),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('sys_notice_state_time').on(t.state, t.createTime)],
);
