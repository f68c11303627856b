import type { Db } from '../db/client.ts';
import type { Bus } from '../realtime/bus.ts';
import { cached } from '../realtime/cached.ts';
import { findDeptNames, findDictTexts } from './dict-cache.queries.ts';

type Lookup = Map<string, Map<string, string>>;

/**
 * Titles for `_dictText` fields: dictionary values by (dicCode, value), and department names by deptCode
 * (`deptCode_dictText`). Loaded once, reloaded after dictionary or department changes.
 */
export function dictCache(db: Db, bus: Bus) {
  const dics = cached<Lookup>(bus, 'dic', async () => {
    const map: Lookup = new Map();
    for (const v of await findDictTexts(db)) {
      const m = map.get(v.dicCode) ?? new Map<string, string>();
      map.set(v.dicCode, m);
      m.set(v.value, v.title);
    }
    return map;
  });
  const departs = cached(bus, 'depart', async () => {
    const map = new Map<string, string>();
    for (const d of await findDeptNames(db)) map.set(d.deptCode, d.deptName);
    return map;
  });
  return {
    dics,
    departs,
    /** Loads both lookups; presenters then read them synchronously. */
    async ready(): Promise<void> {
      await Promise.all([dics.get(), departs.get()]);
    },
    text(dicCode: string, value: unknown): string {
      if (value === null || value === undefined) return '';
      return dics.peek()?.get(dicCode)?.get(String(value)) ?? '';
    },
    deptName(deptCode: string): string {
      return departs.peek()?.get(deptCode) ?? '';
    },
  };
}

export type DictCache = ReturnType<typeof dictCache>;
