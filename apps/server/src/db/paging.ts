import type { Order, Page, PagingRequest } from '@xuekao/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { pageWindow, toPage } from '../lib/paging.ts';

/**
 * The ORDER BY of a paged request: only columns named in `sortable` are honoured (anything else is
 * ignored, never interpolated); `fallback` keeps the order stable.
 */
export function orderByOf(orders: Order[], sortable: Record<string, AnyPgColumn>, fallback: SQL[]): SQL[] {
  const out: SQL[] = [];
  for (const o of orders) {
    const col = sortable[o.column];
    if (col) out.push(o.asc ? asc(col) : desc(col));
  }
  return [...out, ...fallback];
}

/**
 * Runs a paged query: `rows` gets the window and the ORDER BY, `count` the total. Used by every
 * `findXPage` in the `*.queries.ts` files.
 */
export async function runPage<T>(
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  sortable: Record<string, AnyPgColumn>,
  fallback: SQL[],
  rows: (w: { limit: number; offset: number; orderBy: SQL[] }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const w = pageWindow(req);
  const [records, total] = await Promise.all([
    rows({ ...w, orderBy: orderByOf(req.orders, sortable, fallback) }),
    count(),
  ]);
  return toPage(records, total, req);
}
