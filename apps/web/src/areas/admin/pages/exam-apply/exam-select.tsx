import { useQuery } from '@tanstack/react-query';
import type { ExamRow } from '@xuekao/contracts';
import { Select, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { EXAM_PAGING_URL } from '../../../../api/exam';
import { fetchPage } from '../../../../api/paging';
import { useDebounced } from '../../../../shared/hooks/use-debounced';

export interface ExamSelectProps
  extends Omit<SelectProps<string>, 'options' | 'mode' | 'loading' | 'showSearch' | 'filterOption'> {}

/** An exam select for filters: page 1 (100) of the exams, newest first, searched by title on the server. */
export function ExamSelect({ placeholder, ...rest }: ExamSelectProps) {
  const [search, setSearch] = useState('');
  const title = useDebounced(search.trim(), 300);
  const { data, isFetching } = useQuery({
    queryKey: ['exam', 'select', title],
    queryFn: () =>
      fetchPage<ExamRow, { title?: string }>(EXAM_PAGING_URL, {
        params: { title: title || undefined },
        current: 1,
        size: 100,
        orders: [],
      }),
    staleTime: 30_000,
  });
  const options = useMemo(() => (data?.records ?? []).map((e) => ({ value: e.id, label: e.title })), [data]);
  return (
    <Select<string>
      allowClear
      placeholder={placeholder ?? '请选择考试'}
      style={{ width: '100%' }}
      {...rest}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={isFetching}
      options={options}
      notFoundContent={isFetching ? '加载中…' : '暂无考试'}
    />
  );
}
