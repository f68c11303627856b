import { useQuery } from '@tanstack/react-query';
import type { ExamTmplRow } from '@xuekao/contracts';
import { Select, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { EXAM_TMPL_PAGING_URL } from '../../../../api/exam';
import { fetchPage } from '../../../../api/paging';
import { useDebounced } from '../../../../shared/hooks/use-debounced';

export interface TmplSelectProps
  extends Omit<SelectProps<string>, 'options' | 'mode' | 'loading' | 'showSearch' | 'filterOption'> {}

/** The template select: page 1 (100) of the paper templates, searched by title on the server. */
export function TmplSelect({ placeholder, ...rest }: TmplSelectProps) {
  const [search, setSearch] = useState('');
  const title = useDebounced(search.trim(), 300);
  const { data, isFetching } = useQuery({
    queryKey: ['exam', 'tmpl-select', title],
    queryFn: () =>
      fetchPage<ExamTmplRow, { title?: string }>(EXAM_TMPL_PAGING_URL, {
        params: { title: title || undefined },
        current: 1,
        size: 100,
        orders: [],
      }),
    staleTime: 10_000,
  });
  const options = useMemo(
    () =>
      (data?.records ?? []).map((t) => ({
        value: t.id,
        label: `${t.title}（${t.quCount}题 / ${t.totalScore}分）`,
      })),
    [data],
  );
  return (
    <Select<string>
      allowClear
      placeholder={placeholder ?? '请选择试卷模板'}
      style={{ width: '100%' }}
      {...rest}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={isFetching}
      options={options}
      notFoundContent={isFetching ? '加载中…' : '暂无模板'}
    />
  );
}
