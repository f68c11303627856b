import { useRepoSelect } from '@web/api/repo';
import { useSearchTitle } from '@web/shared/components/search-select';
import { m as widgets } from '@web/shared/components/widgets/messages';
import { Select } from 'antd';
import { useMemo } from 'react';
import { m } from './messages';

export interface RepoMultiSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

/** Several question banks (page 1, size 100, searched by title): the in-course exercise banks of a file. */
export function RepoMultiSelect({ value, onChange, id }: RepoMultiSelectProps) {
  const search = useSearchTitle();
  const { data, isFetching } = useRepoSelect({ title: search.title || undefined });
  const options = useMemo(() => (data?.records ?? []).map((r) => ({ label: r.title, value: r.id })), [data]);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      options={options}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: search.setSearch }}
      onBlur={() => search.setSearch('')}
      notFoundContent={isFetching ? widgets('loadingDots') : widgets('noRepos')}
      placeholder={m('chooseRepos')}
      style={{ width: '100%' }}
    />
  );
}
