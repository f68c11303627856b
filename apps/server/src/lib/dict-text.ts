/** What dictionary texts need of the dictionary cache (context/dict-cache.ts implements it). */
export interface DictLookup {
  text(dicCode: string, value: unknown): string;
  deptName(deptCode: string): string;
}

/**
 * Adds `<field>_dictText` for each coded field: `withDictText(row, dict, {quType: 'qu_type'})`.
 * The special code `depart` resolves a department code to its name.
 */
export function withDictText<T extends object, K extends keyof T & string>(
  row: T,
  dict: DictLookup,
  fields: Record<K, string>,
): T & { [P in K as `${P}_dictText`]: string } {
  const out = { ...row } as Record<string, unknown>;
  for (const [field, code] of Object.entries(fields) as Array<[K, string]>) {
    const v = row[field];
    out[`${field}_dictText`] = code === 'depart' ? dict.deptName(String(v ?? '')) : dict.text(code, v);
  }
  return out as T & { [P in K as `${P}_dictText`]: string };
}
