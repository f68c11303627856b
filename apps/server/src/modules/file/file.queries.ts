import type { DbOrTx } from '@server/db/client.ts';
import { sysFaceLog, sysSecret, sysUpload } from '@server/db/schema/index.ts';
import { and, count, eq, gte, sum } from 'drizzle-orm';

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
