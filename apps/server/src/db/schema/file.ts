import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId } from './columns.ts';

/**
 * Every file a user uploaded through `/api/common/file/upload`: who owns it (a face photo must be the
 * learner's own upload) and how much each user uploaded today (the daily upload quota).
 */
export const sysUpload = pgTable(
  'sys_upload',
  {
    id: idColumn(),
    userId: refId().notNull(),
    /** The storage key ('2026/06/14/<id>.png', 'face/2026/06/14/<random>.jpg'). */
    fileKey: varchar({ length: 512 }).notNull(),
    size: integer().notNull(),
    /** Stored as a private photo (served only through signed addresses). */
    private: boolean().notNull().default(false),
    createTime: createdAt(),
  },
  (t) => [index('sys_upload_user_time').on(t.userId, t.createTime), index('sys_upload_key').on(t.fileKey)],
);

/** Changes of a learner's face reference photo (`/api/sys/user/update-face`): who, when, old and new. */
export const sysFaceLog = pgTable(
  'sys_face_log',
  {
    id: idColumn(),
    userId: refId().notNull(),
    /** Who made the change (the learner themselves through update-face). */
    byUserId: refId().notNull(),
    oldFace: varchar({ length: 512 }).notNull().default(''),
    newFace: varchar({ length: 512 }).notNull(),
    ip: varchar({ length: 64 }).notNull().default(''),
    createTime: createdAt(),
  },
  (t) => [index('sys_face_log_user').on(t.userId, t.createTime)],
);

/** Server secrets generated once and shared by every process (e.g. 'upload-sign', the HMAC key of signed photo addresses). */
export const sysSecret = pgTable('sys_secret', {
  name: varchar({ length: 64 }).primaryKey(),
  value: text().notNull(),
  createTime: createdAt(),
});
