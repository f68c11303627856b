import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sysDepart, sysDicValue } from '../db/schema/index.ts';

/** Every dictionary value's title, for `_dictText` fields. */
export async function findDictTexts(db: DbOrTx) {
  return db
    .select({ dicCode: sysDicValue.dicCode, value: sysDicValue.value, title: sysDicValue.title })
    .from(sysDicValue)
    .orderBy(asc(sysDicValue.sort));
}

/** Every department's name by code, for `deptCode_dictText`. */
export async function findDeptNames(db: DbOrTx) {
  return db.select({ deptCode: sysDepart.deptCode, deptName: sysDepart.deptName }).from(sysDepart);
}
