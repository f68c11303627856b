import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

/**
 * Every SMS code sent. The development provider records the code so an administrator can read it
 * (there is no real phone); a cloud provider records the send without the code.
 */
export const sysSmsLog = pgTable(
  'sys_sms_log',
  {
    id: idColumn(),
    mobile: varchar({ length: 32 }).notNull(),
    /** 1 bind, 2 unbind, 3 forgot password, 4 login. */
    smsType: integer().notNull(),
    code: varchar({ length: 16 }).notNull().default(''),
    provider: varchar({ length: 32 }).notNull(),
    createTime: createdAt(),
  },
  (t) => [index('sys_sms_log_time').on(t.createTime), index('sys_sms_log_mobile').on(t.mobile)],
);
