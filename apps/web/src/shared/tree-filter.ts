/** A node of any tree the admin pages show (departments, menus). */
export interface TreeLike<N> {
  id: string;
  children: N[];
}

/**
 * The nodes matching `keep` with their ancestors (a search in a tree table keeps the path to each hit).
 * An empty tree comes back for no match; nodes keep their other fields.
 */
export function filterTree<N extends TreeLike<N>>(nodes: N[], keep: (n: N) => boolean): N[] {
  const out: N[] = [];
  for (const n of nodes) {
    const children = filterTree(n.children, keep);
    if (keep(n) || children.length > 0) out.push({ ...n, children });
  }
  return out;
}

/** Every id in the tree, depth first. */
export function treeIds<N extends TreeLike<N>>(nodes: N[]): string[] {
  return nodes.flatMap((n) => [n.id, ...treeIds(n.children)]);
}

/** Ids of the nodes that have children (the rows a tree table can expand). */
export function parentIds<N extends TreeLike<N>>(nodes: N[]): string[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...parentIds(n.children)] : []));
}

/** Antd tables show an expander for `children: []`; leaves get `children: undefined` instead. */
export function forTable<N extends TreeLike<N>>(nodes: N[]): Array<Omit<N, 'children'> & { children?: unknown[] }> {
  return nodes.map((n) => ({ ...n, children: n.children.length ? forTable(n.children) : undefined }));
}

/** First/last place of every node among its siblings (sort buttons disable at the ends). */
export function siblingEnds<N extends TreeLike<N>>(
  nodes: N[],
  out = new Map<string, { first: boolean; last: boolean }>(),
): Map<string, { first: boolean; last: boolean }> {
  nodes.forEach((n, i) => {
    out.set(n.id, { first: i === 0, last: i === nodes.length - 1 });
    siblingEnds(n.children, out);
  });
  return out;
}
