import { type PageSource, type PagingQuery, usePaging } from '@web/api/paging';
import type { Order } from '@xuekao/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface ListStateOptions<T, P extends object> {
  url: PageSource<T>;
  defaultParams?: Partial<P>;
  params?: Partial<P>;
  defaultOrders?: Order[];
  pageSize: number;
  enabled?: boolean;
}

export interface Selection<T> {
  ids: string[];
  rows: T[];
}

/**
 * The state of a paged list: search values, page, size, sort, selection, and the page query itself.
 * `search()` with unchanged values still refetches, so 搜索 always shows fresh data.
 */
export function useListState<T, P extends object>(opts: ListStateOptions<T, P>) {
  const { url, defaultParams, params, defaultOrders, pageSize, enabled } = opts;
  const [searchValues, setSearchValues] = useState<Partial<P>>(() => ({ ...defaultParams }) as Partial<P>);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(pageSize);
  const [orders, setOrders] = useState<Order[]>(defaultOrders ?? []);
  const [selection, setSelection] = useState<Selection<T>>({ ids: [], rows: [] });

  const paramsKey = JSON.stringify(params ?? {});
  const query = useMemo<PagingQuery<P>>(
    () => ({
      params: { ...defaultParams, ...searchValues, ...(JSON.parse(paramsKey) as Partial<P>) } as P,
      current,
      size,
      orders,
    }),
    [defaultParams, searchValues, paramsKey, current, size, orders],
  );
  const page = usePaging<T, P>(url, query, { enabled });

  // Outside params changed (a tree node picked): start again at page 1.
  const firstParams = useRef(paramsKey);
  useEffect(() => {
    if (firstParams.current !== paramsKey) setCurrent(1);
    firstParams.current = paramsKey;
  }, [paramsKey]);

  // A delete emptied the last page: step back to the new last page.
  const data = page.data;
  useEffect(() => {
    if (data && data.records.length === 0 && current > 1 && data.total > 0) setCurrent(Math.max(1, data.pages));
  }, [data, current]);

  const { refetch } = page;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);

  const search = useCallback(
    (values: Partial<P>) => {
      const same = current === 1 && JSON.stringify(values) === JSON.stringify(searchValues);
      setSearchValues(values);
      setCurrent(1);
      if (same) reload();
    },
    [current, searchValues, reload],
  );

  const clearSelection = useCallback(() => setSelection({ ids: [], rows: [] }), []);

  return {
    query,
    page,
    search,
    reload,
    setCurrent,
    setSize,
    setOrders,
    selection,
    setSelection,
    clearSelection,
  };
}
