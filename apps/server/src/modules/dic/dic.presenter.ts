import type { DicRecord, DicValueNode } from '@xuekao/contracts';
import type { DicRow, DicValueRow } from './dic.queries.ts';

export function presentDic(r: DicRow, valueCount: number, builtIn: boolean): DicRecord {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    remark: r.remark,
    builtIn,
    valueCount,
    createTime: r.createTime.toISOString(),
  };
}

/**
 * The value tree of one dictionary from rows in display order. A value listed in `excludes` is left out
 * with everything below it; a value whose parent is missing becomes a root.
 */
export function presentDicValueTree(
  rows: DicValueRow[],
  excludes: readonly string[],
  isBuiltIn: (value: string) => boolean,
): DicValueNode[] {
  const nodes = new Map<string, DicValueNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      value: r.value,
      title: r.title,
      sort: r.sort,
      builtIn: isBuiltIn(r.value),
      children: [],
    });
  }
  const excluded = new Set(excludes);
  const roots: DicValueNode[] = [];
  for (const n of nodes.values()) {
    if (excluded.has(n.value)) continue;
    const parent = n.parentId !== n.id ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  // Drop subtrees under an excluded value: they were attached to a node nobody reaches.
  return roots;
}
