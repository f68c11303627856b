import { useQuery } from '@tanstack/react-query';
import { fetchPage, type PageSource, pathOf } from '@web/api/paging';
import { Select, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { useDebounced } from '../hooks/use-debounced';
import { m } from './widgets/messages';

export interface SearchOption {
  value: string;
  label: string;
}

/** What a select built on SearchSelect accepts: an antd Select's props, minus what the search decides. */
export interface SearchSelectProps
  extends Omit<SelectProps<string>, 'options' | 'mode' | 'loading' | 'showSearch' | 'filterOption'> {
  /** Label of the current value, shown when it is not among the options offered (an edited record). */
  selectedLabel?: string;
}

/** A select the signed-in user may not read (useMayRead): disabled, saying so. */
export function NoAccessSelect({ style }: Pick<SelectProps, 'style'>) {
  return <Select disabled placeholder={m('noAccess')} style={{ width: '100%', ...style }} />;
}

/** The typed search of a SearchSelect: `title` is the text trimmed and debounced 300 ms ('' = no filter). */
export function useSearchTitle() {
  const [search, setSearch] = useState('');
  const title = useDebounced(search.trim(), 300);
  return { title, setSearch };
}

interface Props extends SearchSelectProps {
  search: ReturnType<typeof useSearchTitle>;
  /** The options found for `search.title`. */
  found: SearchOption[];
  fetching: boolean;
  /** Shown when nothing matches. */
  emptyText: string;
}

/**
 * A select searched on the server (docs/REQUIREMENTS.md#pickers: page 1, size 100, the typed text as `params.title`). The
 * value is the record id; works inside an antd Form.Item.
 */
export function SearchSelect({ search, found, fetching, emptyText, selectedLabel, ...rest }: Props) {
  const value = rest.value;
  const options = useMemo(() => {
    if (!value || !selectedLabel || found.some((o) => o.value === value)) return found;
    return [...found, { label: selectedLabel, value }];
  }, [found, value, selectedLabel]);
  return (
    <Select<string>
      allowClear
      style={{ width: '100%' }}
      {...rest}
      showSearch={{ filterOption: false, onSearch: search.setSearch }}
      onBlur={() => search.setSearch('')}
      loading={fetching}
      options={options}
      notFoundContent={fetching ? m('loadingDots') : emptyText}
    />
  );
}

/** Options from page 1 (size 100) of a paging endpoint, searched by `params.title` (`toOption`: a stable function). */
export function usePagedOptions<T>(
  url: PageSource<T>,
  title: string,
  toOption: (row: T) => SearchOption,
  staleTime = 30_000,
  enabled = true,
): { options: SearchOption[]; isFetching: boolean } {
  const { data, isFetching } = useQuery({
    queryKey: ['search-select', pathOf(url), title],
    queryFn: () =>
      fetchPage<T, { title?: string }>(url, {
        params: { title: title || undefined },
        current: 1,
        size: 100,
        orders: [],
      }),
    staleTime,
    enabled,
  });
  const options = useMemo(() => (data?.records ?? []).map(toOption), [data, toOption]);
  return { options, isFetching };
}
