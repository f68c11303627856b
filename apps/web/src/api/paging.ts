import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { Endpoint, Order, Page } from '@xuekao/contracts';
import type { z } from 'zod';
import { request } from './request';

/** A paging endpoint of the table whose records are `T` (`endpoints.notice.paging`). */
export type PagingEndpoint<T = unknown> = Endpoint<z.ZodType, z.ZodType<Page<T>>>;
/** Where a page comes from: a paging endpoint (preferred) or, while pages move to the table, its path. */
export type PageSource<T = unknown> = PagingEndpoint<T> | string;
export const pathOf = (source: PageSource<never> | Endpoint): string =>
  typeof source === 'string' ? source : source.path;

/** What a paged list asks for (docs/REQUIREMENTS.md#platform); `t` is added when sent. */
export interface PagingQuery<P extends object = Record<string, unknown>> {
  params: P;
  current: number;
  size: number;
  orders: Order[];
}

/** The query key of one paged list; `pagingKeyOf(source)` alone matches every page of that list. */
export function pagingKeyOf(source: PageSource<never> | Endpoint, query?: PagingQuery<object>) {
  const url = pathOf(source);
  return query ? (['paging', url, query] as const) : (['paging', url] as const);
}

/** Drop empty search values ('' / null / undefined) so an untouched field does not filter. */
export function cleanParams<P extends object>(params: P): Partial<P> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  return out as Partial<P>;
}

/** POST one page: `{current, size, params, orders, t}` -> `Page<T>`. */
export function fetchPage<T, P extends object = Record<string, unknown>>(
  source: PageSource<T>,
  query: PagingQuery<P>,
): Promise<Page<T>> {
  return request<Page<T>>(pathOf(source), {
    current: query.current,
    size: query.size,
    params: cleanParams(query.params),
    orders: query.orders,
    t: Date.now(),
  });
}

export interface UsePagingOptions {
  /** False keeps the query idle (a picker that is closed). */
  enabled?: boolean;
}

/**
 * One page of a server-side paged list, through TanStack Query. The previous page stays on screen while
 * the next one loads (`placeholderData`), so paging does not flash an empty table.
 *
 * ```ts
 * const page = usePaging(endpoints.user.paging, { params: { state: 0 }, current: 1, size: 20, orders: [] });
 * page.data?.records
 * ```
 */
export function usePaging<T, P extends object = Record<string, unknown>>(
  source: PageSource<T>,
  query: PagingQuery<P>,
  options: UsePagingOptions = {},
) {
  return useQuery({
    queryKey: pagingKeyOf(source, query),
    queryFn: () => fetchPage<T, P>(source, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/** Refetch every cached page of a list (after a save elsewhere). */
export function invalidatePaging(client: QueryClient, source: PageSource<never> | Endpoint): Promise<void> {
  return client.invalidateQueries({ queryKey: pagingKeyOf(source) });
}
