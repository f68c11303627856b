/**
 * Cycles in a directed graph (used by scripts/check-boundaries.ts over the import graph).
 * A graph is a map from a node to the nodes it points at; nodes only pointed at need no entry.
 */
export type Graph = ReadonlyMap<string, Iterable<string>>;

/**
 * The strongly connected components of more than one node (Tarjan), each sorted, in a stable order: every
 * node of one reaches every other, so each is one or more circles sharing nodes. A node pointing at itself
 * is not reported (an import of a file by itself does nothing).
 */
export function cyclicComponents(graph: Graph): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) !== idx.get(v)) return;
    const comp: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      comp.push(w);
    } while (w !== v);
    if (comp.length > 1) out.push(comp.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);
  return out.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/**
 * One shortest circle through the first node of a component, as the path `[a, b, ..., a]` (breadth first,
 * staying inside the component). A component can hold several circles; this names one to cut first.
 */
export function circleOf(graph: Graph, component: readonly string[]): string[] {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    for (const w of [...(graph.get(v) ?? [])].sort()) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at: string | undefined = v; at !== undefined && at !== start; at = cameFrom.get(at)) path.push(at);
        return [start, ...path.slice(1).reverse(), start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start]; // not reached for a component of more than one node
}
