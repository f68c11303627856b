import { Select, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { useRepoSelect } from '../../api/repo';
import { useDebounced } from '../hooks/use-debounced';

export interface RepoSelectProps
  extends Omit<SelectProps<string>, 'options' | 'mode' | 'loading' | 'showSearch' | 'filterOption'> {
  /** Only banks usable in exams. */
  isExam?: boolean;
  /** Only banks open for training. */
  isTrain?: boolean;
  /** Title of the current value, shown when the bank is not among the 100 offered (an edited record). */
  selectedLabel?: string;
}

/**
 * The question bank select of spec admin §2: page 1 of `/api/repo/paging` with size 100, the typed text
 * sent as `params.title`, optional `isExam`/`isTrain` filters. The value is the bank id; works inside an
 * antd Form.Item.
 */
export function RepoSelect({ isExam, isTrain, selectedLabel, placeholder, ...rest }: RepoSelectProps) {
  const [search, setSearch] = useState('');
  const title = useDebounced(search.trim(), 300);
  const { data, isFetching } = useRepoSelect({ title: title || undefined, isExam, isTrain });
  const value = rest.value;
  const options = useMemo(() => {
    const list = (data?.records ?? []).map((r) => ({ label: r.title, value: r.id }));
    if (value && selectedLabel && !list.some((o) => o.value === value)) list.push({ label: selectedLabel, value });
    return list;
  }, [data, value, selectedLabel]);
  return (
    <Select<string>
      allowClear
      placeholder={placeholder ?? '请选择题库'}
      style={{ width: '100%' }}
      {...rest}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={isFetching}
      options={options}
      notFoundContent={isFetching ? '加载中…' : '暂无题库'}
    />
  );
}
