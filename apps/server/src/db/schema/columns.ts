import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** String ids (time-ordered, snowflake-like); see lib/ids.ts. */
export const idColumn = () => varchar({ length: 32 }).primaryKey();
export const refId = () => varchar({ length: 32 });
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
