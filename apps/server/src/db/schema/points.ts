import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

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

/**
 * Points rules (issue 12 item 6), one row per rule code (`POINTS_RULE_CODES`); a missing row is the rule's
 * default (exam pass and course finish on without a cap, training and sign-in off).
 */
export const elPointsRule = pgTable('el_points_rule', {
  code: varchar({ length: 32 }).primaryKey(),
  points: integer().notNull().default(0),
  /** Cap cycle: 0 none, 1 day, 2 week, 3 month (in the site's time zone). */
  cycle: integer().notNull().default(0),
  cap: integer().notNull().default(0),
  /** 0 on, 1 off. */
  state: integer().notNull().default(0),
  updateTime: updatedAt(),
});
