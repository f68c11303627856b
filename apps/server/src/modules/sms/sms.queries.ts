import type { DbOrTx } from '@server/db/client.ts';
import { runPage } from '@server/db/paging.ts';
import { sysSmsLog } from '@server/db/schema/index.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';

export type SmsLogRow = typeof sysSmsLog.$inferSelect;
export type NewSmsLog = typeof sysSmsLog.$inferInsert;

export async function insertSmsLog(db: DbOrTx, row: NewSmsLog): Promise<void> {
  await db.insert(sysSmsLog).values(row);
}

/** The SMS log, newest first, by mobile (prefix) and type. */
export function findSmsLogs(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: { mobile?: string; smsType?: number },
) {
  const conds: SQL[] = [];
  const mobile = f.mobile?.trim().replace(/\D/g, '');
  if (mobile) conds.push(like(sysSmsLog.mobile, `${mobile}%`));
  if (f.smsType !== undefined) conds.push(eq(sysSmsLog.smsType, f.smsType));
  const where = conds.length ? and(...conds) : undefined;
  return runPage<SmsLogRow>(
    req,
    { createTime: sysSmsLog.createTime, mobile: sysSmsLog.mobile },
    [desc(sysSmsLog.createTime), desc(sysSmsLog.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(sysSmsLog)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysSmsLog).where(where))[0]?.n ?? 0,
  );
}
