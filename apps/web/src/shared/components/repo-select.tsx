import { useRepoSelect } from '@web/api/repo';
import { useMemo } from 'react';
import { SearchSelect, type SearchSelectProps, useSearchTitle } from './search-select';
import { m } from './widgets/messages';

export interface RepoSelectProps extends SearchSelectProps {
  /** Only banks usable in exams. */
  isExam?: boolean;
  /** Only banks open for training. */
  isTrain?: boolean;
}

/**
 * The question bank select of docs/REQUIREMENTS.md#pickers: page 1 of `/api/repo/paging` with size 100, the typed text
 * sent as `params.title`, optional `isExam`/`isTrain` filters. The value is the bank id; works inside an
 * antd Form.Item.
 */
export function RepoSelect({ isExam, isTrain, placeholder, ...rest }: RepoSelectProps) {
  const search = useSearchTitle();
  const { data, isFetching } = useRepoSelect({ title: search.title || undefined, isExam, isTrain });
  const found = useMemo(() => (data?.records ?? []).map((r) => ({ label: r.title, value: r.id })), [data]);
  return (
    <SearchSelect
      placeholder={placeholder ?? m('chooseRepo')}
      {...rest}
      search={search}
      found={found}
      fetching={isFetching}
      emptyText={m('noRepos')}
    />
  );
}
