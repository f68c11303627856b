import { describe, expect, it } from 'vitest';
import { GRID_COL, GRID_PAGE_SIZE, pagerItems } from './grid';

describe('learner grids', () => {
  it('page by 30 with 8 cards per line on the widest screens', () => {
    expect(GRID_PAGE_SIZE).toBe(30);
    expect(24 / GRID_COL.xxl).toBe(8);
    expect(GRID_COL.xs).toBe(24);
  });

  it('pager numbers keep the first, the last and two neighbours of the current page', () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});
