/**
 * Learner card grids (docs: spec "Pagination: ... 30 for grids (8 per line)"): 30 cards a page, 8 per line
 * on the widest screens (span 3 of 24), fewer as the screen narrows, one per line on phones.
 */
export const GRID_PAGE_SIZE = 30;

/** antd Col spans of one grid card: 1 / 2 / 3 / 4 / 6 / 8 per line from phone to the widest screens. */
export const GRID_COL = { xs: 24, sm: 12, md: 8, lg: 6, xl: 4, xxl: 3 } as const;

/**
 * The page numbers a pager shows: always the first and last, the current one with `around` neighbours
 * each side, and 'gap' where numbers are skipped.
 */
export function pagerItems(current: number, pages: number, around = 2): Array<number | 'gap'> {
  if (pages <= 0) return [];
  const out: Array<number | 'gap'> = [];
  const from = Math.max(2, current - around);
  const to = Math.min(pages - 1, current + around);
  out.push(1);
  // A gap hides at least two numbers; a single skipped number is shown instead.
  if (from === 3) out.push(2);
  else if (from > 3) out.push('gap');
  for (let p = from; p <= to; p++) out.push(p);
  if (to === pages - 2) out.push(pages - 1);
  else if (to < pages - 2) out.push('gap');
  if (pages > 1) out.push(pages);
  return out;
}
