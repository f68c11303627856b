import { index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

export const sysUser = pgTable(
  'sys_user',
  {
    id: idColumn(),
    userName: varchar({ length: 64 }).notNull(),
    realName: varchar({ length: 64 }).notNull().default(''),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash`. */
    password: varchar({ length: 256 }).notNull(),
    deptCode: varchar({ length: 64 }).notNull().default(''),
    /** 0 normal, 1 disabled, 2 pending review. */
    state: integer().notNull().default(0),
    mobile: varchar({ length: 32 }).notNull().default(''),
    email: varchar({ length: 128 }).notNull().default(''),
    avatar: varchar({ length: 512 }).notNull().default(''),
    face: varchar({ length: 512 }).notNull().default(''),
    recentFace: varchar({ length: 512 }).notNull().default(''),
    idCard: varchar({ length: 32 }).notNull().default(''),
    workTypeName: varchar({ length: 64 }).notNull().default(''),
    points: integer().notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    uniqueIndex('sys_user_name').on(t.userName),
    index('sys_user_dept').on(t.deptCode),
    index('sys_user_mobile').on(t.mobile),
  ],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: refId().notNull(),
    roleId: refId().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role').on(t.roleId)],
);

/** Server-side sessions behind opaque tokens; the token itself is never stored, only its SHA-256. */
export const sysSession = pgTable(
  'sys_session',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: refId().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createTime: createdAt(),
    expireTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sys_session_user').on(t.userId), index('sys_session_expire').on(t.expireTime)],
);
