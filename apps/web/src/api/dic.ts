import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type DicValueNode, endpoints } from '@xuekao/contracts';
import { call } from './request';

/** Dictionary calls (docs/REQUIREMENTS.md#config): `call(endpoints.dic.*)`. */
const E = endpoints.dic;

/** Dictionary lookups are cached 5 minutes (docs/REQUIREMENTS.md#config). */
export const DICT_CACHE_MS = 300_000;

export const dicKeys = {
  all: ['sys', 'dic'] as const,
  /** One dictionary's values, keyed by code and the excluded values (order does not matter). */
  tree: (dicCode: string, excludes: readonly string[] = []) =>
    ['sys', 'dic', 'value-tree', dicCode, [...excludes].map(String).sort().join(',')] as const,
};

/** The values of a dictionary as a tree, minus `excludes`; cached 5 minutes per code and exclusions. */
export function useDicTree(dicCode: string | undefined, excludes: readonly string[] = []) {
  return useQuery({
    queryKey: dicKeys.tree(dicCode ?? '', excludes),
    queryFn: () => call(E.valueTree, { dicCode: dicCode as string, excludes: [...excludes] }),
    enabled: Boolean(dicCode),
    staleTime: DICT_CACHE_MS,
    gcTime: DICT_CACHE_MS,
  });
}

/** After editing dictionaries here, every cached lookup is dropped so selects show the change at once. */
export function invalidateDics(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: dicKeys.all });
}

/** The title of `value` in a value tree ('' when absent). */
export function dicTitleOf(nodes: readonly DicValueNode[] | undefined, value: unknown): string {
  if (!nodes || value === null || value === undefined || value === '') return '';
  const v = String(value);
  for (const n of nodes) {
    if (n.value === v) return n.title;
    const inner = dicTitleOf(n.children, v);
    if (inner) return inner;
  }
  return '';
}
