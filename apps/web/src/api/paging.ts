import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { Order, Page } from '@xuekao/contracts';
import { request } from './request';

/** What a paged list asks for (docs/REQUIREMENTS.md#platform); `t` is added when sent. */
export interface PagingQuery<P extends object = Record<string, unknown>> {
  params: P;
  current: number;
  size: number;
  orders: Order[];
}

/** The query key of one paged list; `pagingKeyOf(url)` alone matches every page of that list. */
export function pagingKeyOf(url: string, query?: PagingQuery<object>) {
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
  url: string,
  query: PagingQuery<P>,
): Promise<Page<T>> {
  return request<Page<T>>(url, {
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
 * const page = usePaging<UserRow>('/api/sys/user/paging', { params: { state: 0 }, current: 1, size: 20, orders: [] });
 * page.data?.records
 * ```
 */
export function usePaging<T, P extends object = Record<string, unknown>>(
  url: string,
  query: PagingQuery<P>,
  options: UsePagingOptions = {},
) {
  return useQuery({
    queryKey: pagingKeyOf(url, query),
    queryFn: () => fetchPage<T, P>(url, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/** Refetch every cached page of a list (after a save elsewhere). */
export function invalidatePaging(client: QueryClient, url: string): Promise<void> {
  return client.invalidateQueries({ queryKey: pagingKeyOf(url) });
}
