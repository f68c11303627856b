import { boolean, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/** Site settings: one row, id '1'. Module switches in `props`, login/registration switches in `switches`. */
export const sysConfig = pgTable('sys_config', {
  id: idColumn(),
  siteName: varchar({ length: 128 }).notNull(),
  frontLogo: varchar({ length: 512 }).notNull().default(''),
  backLogo: varchar({ length: 512 }).notNull().default(''),
  mpCode: varchar({ length: 512 }).notNull().default(''),
  h5Host: varchar({ length: 256 }).notNull().default(''),
  tmpDir: varchar({ length: 256 }).notNull().default(''),
  copyRight: text().notNull().default(''),
  faceLogin: boolean().notNull().default(false),
  props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  switches: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** Provider settings for upload, face and live (`/api/sys/config/prop/*`): one row per type and provider. */
export const sysConfigProp = pgTable(
  'sys_config_prop',
  {
    id: idColumn(),
    type: varchar({ length: 32 }).notNull(),
    provider: varchar({ length: 32 }).notNull(),
    remark: varchar({ length: 256 }).notNull().default(''),
    data: text().notNull().default('{}'),
    isUsed: boolean().notNull().default(false),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [uniqueIndex('sys_config_prop_type_provider').on(t.type, t.provider)],
);

/**
 * Key pairs the site keeps (one row per purpose, made once by whichever process needs it first): the
 * `answer-file` pair encrypts learners' offline answer files (RSA-OAEP 3072 with SHA-256; PEM texts).
 */
export const sysKeypair = pgTable('sys_keypair', {
  name: varchar({ length: 64 }).primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createTime: createdAt(),
});
