import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/**
 * Message templates: `content` (sanitized rich text) and `title` may hold `${key}` placeholders that the
 * message service fills in. `code` is how modules name a template (exam_publish, mark_done ...).
 * state 0 enabled, 1 disabled (dictionary `state`).
 */
export const sysNotifyTmpl = pgTable(
  'sys_notify_tmpl',
  {
    id: idColumn(),
    code: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 256 }).notNull(),
    content: text().notNull().default(''),
    remark: varchar({ length: 512 }).notNull().default(''),
    state: integer().notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [uniqueIndex('sys_notify_tmpl_code').on(t.code)],
);
