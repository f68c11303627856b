import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysDepart } from '../../db/schema/index.ts';

export type DepartRow = typeof sysDepart.$inferSelect;

export async function findAllDeparts(db: DbOrTx): Promise<DepartRow[]> {
  return db.select().from(sysDepart).orderBy(asc(sysDepart.sort), asc(sysDepart.deptCode));
}
