import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId } from './columns.ts';

/** In-app messages to one user; readState 0 unread, 1 read. */
export const sysUserMsg = pgTable(
  'sys_user_msg',
  {
    id: idColumn(),
    userId: refId().notNull(),
    title: varchar({ length: 256 }).notNull(),
    content: text().notNull().default(''),
    readState: integer().notNull().default(0),
    readTime: timestamp({ withTimezone: true, mode: 'date' }),
    createTime: createdAt(),
  },
  (t) => [index('sys_user_msg_user_state').on(t.userId, t.readState)],
);
