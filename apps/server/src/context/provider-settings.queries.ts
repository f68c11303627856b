import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sysConfigProp } from '../db/schema/index.ts';

export type ConfigPropRow = typeof sysConfigProp.$inferSelect;

export async function findAllConfigProps(db: DbOrTx): Promise<ConfigPropRow[]> {
  return db.select().from(sysConfigProp);
}

/**
 * Stores a provider's settings and makes it the one in use for its type (the others of the type are
 * switched off), in one transaction.
 */
export async function upsertActiveConfigProp(
  db: DbOrTx,
  row: { id: string; type: string; provider: string; remark: string; data: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sysConfigProp)
      .set({ isUsed: false, updateTime: new Date() })
      .where(and(eq(sysConfigProp.type, row.type), ne(sysConfigProp.provider, row.provider)));
    await tx
      .insert(sysConfigProp)
      .values({ ...row, isUsed: true })
      .onConflictDoUpdate({
        target: [sysConfigProp.type, sysConfigProp.provider],
        set: { remark: row.remark, data: row.data, isUsed: true, updateTime: new Date() },
      });
  });
}
