/**
 * Moving a node one place up (0) or down (1) among its siblings, as the department and menu pages do.
 * Siblings are renumbered 10, 20, 30 ... in their current display order first, so equal or sparse sort
 * values still move predictably; answers only the rows whose sort changes (empty at either end).
 */
export function moveAmongSiblings(
  siblings: ReadonlyArray<{ id: string; sort: number }>,
  id: string,
  direction: number,
): Array<{ id: string; sort: number }> {
  const order = siblings.map((s) => s.id);
  const at = order.indexOf(id);
  if (at < 0) return [];
  const to = direction === 0 ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return [];
  [order[at], order[to]] = [order[to], order[at]];
  const before = new Map(siblings.map((s) => [s.id, s.sort]));
  const out: Array<{ id: string; sort: number }> = [];
  order.forEach((sid, i) => {
    const sort = (i + 1) * 10;
    if (before.get(sid) !== sort) out.push({ id: sid, sort });
  });
  return out;
}
