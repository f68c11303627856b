import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysDicValue } from '../../db/schema/index.ts';

export async function findAllDicValues(db: DbOrTx) {
  return db
    .select({ dicCode: sysDicValue.dicCode, value: sysDicValue.value, title: sysDicValue.title })
    .from(sysDicValue)
    .orderBy(asc(sysDicValue.sort));
}
