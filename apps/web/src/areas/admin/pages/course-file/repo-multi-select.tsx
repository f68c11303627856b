import { useRepoSelect } from '@web/api/repo';
import { useSearchTitle } from '@web/shared/components/search-select';
import { Select } from 'antd';
import { useMemo } from 'react';

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
      notFoundContent={isFetching ? '加载中…' : '暂无题库'}
      placeholder="选择题库（学习时从中抽取单选题和判断题）"
      style={{ width: '100%' }}
    />
  );
}
