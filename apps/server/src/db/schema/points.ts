import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId } from './columns.ts';

/**
 * The points log: one signed amount per grant with its reason (docs/REQUIREMENTS.md#points). `refType` and
 * `refId` name what earned it (`exam` + the exam id); one grant per user and reason, so passing an exam
 * twice earns its points once. `sys_user.points` holds the running total.
 */
export const elPointsLog = pgTable(
  'el_points_log',
  {
    id: idColumn(),
    userId: refId().notNull(),
    points: integer().notNull(),
    refType: varchar({ length: 16 }).notNull(),
    refId: refId().notNull(),
    refRemark: varchar({ length: 256 }).notNull().default(''),
    createTime: createdAt(),
  },
  (t) => [
    uniqueIndex('el_points_log_ref').on(t.userId, t.refType, t.refId),
    index('el_points_log_user_time').on(t.userId, t.createTime),
  ],
);
