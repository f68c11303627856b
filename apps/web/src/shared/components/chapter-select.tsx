import { useChapters } from '@web/api/repo';
import { Select, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { useDebounced } from '../hooks/use-debounced';
import { m } from './widgets/messages';

export interface ChapterSelectProps
  extends Omit<SelectProps<string>, 'options' | 'mode' | 'loading' | 'showSearch' | 'filterOption'> {
  /** The bank whose chapters are offered; without it the select is disabled. */
  repoId?: string;
}

/**
 * The chapter select of docs/REQUIREMENTS.md#pickers: the chapters of `repoId` from `/api/repo/chapter/list`, searched by
 * title on the server (`title`). The value is the chapter id; works inside an antd Form.Item.
 */
export function ChapterSelect({ repoId, placeholder, disabled, ...rest }: ChapterSelectProps) {
  const [search, setSearch] = useState('');
  const title = useDebounced(search.trim(), 300);
  const { data, isFetching } = useChapters(repoId, title);
  const options = useMemo(() => (data ?? []).map((c) => ({ label: c.title, value: c.id })), [data]);
  return (
    <Select<string>
      allowClear
      placeholder={placeholder ?? (repoId ? m('chooseChapter') : m('chooseRepoFirst'))}
      style={{ width: '100%' }}
      {...rest}
      disabled={disabled || !repoId}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={isFetching}
      options={options}
      notFoundContent={m('noChapters')}
    />
  );
}
