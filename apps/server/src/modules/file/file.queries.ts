import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { elCertGrant, sysFaceLog, sysSecret, sysUpload } from '@server/db/schema/index.ts';
import { and, asc, count, eq, gte, like, lt, sum } from 'drizzle-orm';

export type UploadRow = typeof sysUpload.$inferSelect;
export type NewUpload = typeof sysUpload.$inferInsert;

export async function insertUploads(db: DbOrTx, rows: NewUpload[]): Promise<void> {
  if (rows.length) await db.insert(sysUpload).values(rows);
}

/** The upload of `userId` stored under `fileKey`, if that user uploaded it. */
export async function findOwnUpload(db: DbOrTx, userId: string, fileKey: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(sysUpload)
    .where(and(eq(sysUpload.fileKey, fileKey), eq(sysUpload.userId, userId)))
    .limit(1);
  return row;
}

/** Files and bytes a user uploaded since `since` (the daily quota). */
export async function countUploadsSince(
  db: DbOrTx,
  userId: string,
  since: Date,
): Promise<{ n: number; bytes: number }> {
  const [row] = await db
    .select({ n: count(), bytes: sum(sysUpload.size) })
    .from(sysUpload)
    .where(and(eq(sysUpload.userId, userId), gte(sysUpload.createTime, since)));
  return { n: Number(row?.n ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Rows of `userId` whose key starts with `prefix` (a direct upload's grant row, see upload-grants.ts). */
export async function findUploadsByKeyPrefix(db: DbOrTx, userId: string, prefix: string): Promise<UploadRow[]> {
  return db
    .select()
    .from(sysUpload)
    .where(and(eq(sysUpload.userId, userId), like(sysUpload.fileKey, `${escapeLike(prefix)}%`)))
    .limit(2);
}

/** Rows whose key starts with `prefix`, created before `before`, oldest first. */
export async function findUploadsByKeyPrefixBefore(
  db: DbOrTx,
  prefix: string,
  before: Date,
  limit: number,
): Promise<UploadRow[]> {
  return db
    .select()
    .from(sysUpload)
    .where(and(like(sysUpload.fileKey, `${escapeLike(prefix)}%`), lt(sysUpload.createTime, before)))
    .orderBy(asc(sysUpload.createTime))
    .limit(limit);
}

/**
 * Changes the row `id` only while its key is still `fileKey` (a compare-and-set: of two callers only one
 * wins); `set` null deletes it. Answers whether this call changed it.
 */
export async function updateUploadIfKey(
  db: DbOrTx,
  id: string,
  fileKey: string,
  set: { fileKey: string; size: number } | null,
): Promise<boolean> {
  const where = and(eq(sysUpload.id, id), eq(sysUpload.fileKey, fileKey));
  const rows = set
    ? await db.update(sysUpload).set(set).where(where).returning({ id: sysUpload.id })
    : await db.delete(sysUpload).where(where).returning({ id: sysUpload.id });
  return rows.length > 0;
}

/** A secret by name, created with `make()` the first time (every process then reads the same value). */
export async function getOrCreateSecret(db: DbOrTx, name: string, make: () => string): Promise<string> {
  await db.insert(sysSecret).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: sysSecret.value }).from(sysSecret).where(eq(sysSecret.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}

export async function insertFaceLog(db: DbOrTx, row: typeof sysFaceLog.$inferInsert): Promise<void> {
  await db.insert(sysFaceLog).values(row);
}

export async function findFaceLogs(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(sysFaceLog)
    .where(eq(sysFaceLog.userId, userId))
    .orderBy(sysFaceLog.createTime, sysFaceLog.id);
}

/**
 * Whether a certificate PDF stored under `key` (cert/...) belongs to a grant that is not revoked. The
 * grant's address ends in '/' + key whatever storage address prefix wrote it. No index on pdf_url: one scan
 * of el_cert_grant per PDF download (rare; an index belongs to the next migration).
 */
export async function certPdfServable(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: elCertGrant.id })
    .from(elCertGrant)
    .where(and(like(elCertGrant.pdfUrl, `%/${escapeLike(key)}`), eq(elCertGrant.revoked, false)))
    .limit(1);
  return Boolean(row);
}
