import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

/**
 * Certificate templates (docs/CERTIFICATES.md): what a grant copies (title, authority, validity, number
 * prefix) and how its PDF looks (background upload, page size in mm, `layout`: the placed fields).
 * state 0 enabled, 1 disabled (a disabled template grants nothing).
 */
export const elCert = pgTable('el_cert', {
  id: idColumn(),
  title: varchar({ length: 128 }).notNull(),
  authority: varchar({ length: 128 }).notNull().default(''),
  /** 0 = never expires. */
  validMonths: integer().notNull().default(0),
  numberPrefix: varchar({ length: 16 }).notNull().default(''),
  state: integer().notNull().default(0),
  bgImage: varchar({ length: 512 }).notNull().default(''),
  pageWidth: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull().default(297),
  pageHeight: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull().default(210),
  /** CertLayoutField[] (contracts schemas/cert.ts), validated on save. */
  layout: jsonb().notNull().default(sql`'[]'::jsonb`),
  createBy: refId().notNull().default(''),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** Certificate numbers: `<prefix><yyyyMMdd><sequence, 6 digits or more>`; nextval never blocks nor repeats. */
export const elCertNumberSeq = pgSequence('el_cert_number_seq', { startWith: 1, increment: 1 });

/**
 * Certificates granted. Title and authority are copied from the template at grant time. One grant per
 * learner, template and source (`refType` 'manual' | 'exam' | 'course' and the exam or course id; '' for
 * manual grants). A revoked grant stays for staff and verification; `pdfUrl` is a private upload.
 */
export const elCertGrant = pgTable(
  'el_cert_grant',
  {
    id: idColumn(),
    certId: refId().notNull(),
    userId: refId().notNull(),
    number: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 128 }).notNull(),
    authority: varchar({ length: 128 }).notNull().default(''),
    grantType: integer().notNull(),
    refType: varchar({ length: 16 }).notNull(),
    refId: refId().notNull().default(''),
    sourceName: varchar({ length: 256 }).notNull().default(''),
    grantTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** null = never expires. */
    expireTime: timestamp({ withTimezone: true, mode: 'date' }),
    revoked: boolean().notNull().default(false),
    revokeTime: timestamp({ withTimezone: true, mode: 'date' }),
    pdfUrl: varchar({ length: 512 }).notNull().default(''),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
  },
  (t) => [
    uniqueIndex('el_cert_grant_number').on(t.number),
    uniqueIndex('el_cert_grant_source').on(t.userId, t.certId, t.refType, t.refId),
    index('el_cert_grant_cert').on(t.certId),
    index('el_cert_grant_user_time').on(t.userId, t.grantTime),
  ],
);
