import type { ExamRow } from '@xuekao/contracts';
import { EXAM_PAGING_URL } from '../../../../api/exam';
import {
  SearchSelect,
  type SearchSelectProps,
  usePagedOptions,
  useSearchTitle,
} from '../../../../shared/components/search-select';

const toOption = (e: ExamRow) => ({ value: e.id, label: e.title });

/** An exam select for filters: page 1 (100) of the exams, newest first, searched by title on the server. */
export function ExamSelect({ placeholder, ...rest }: SearchSelectProps) {
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(EXAM_PAGING_URL, search.title, toOption);
  return (
    <SearchSelect
      placeholder={placeholder ?? '请选择考试'}
      {...rest}
      search={search}
      found={options}
      fetching={isFetching}
      emptyText="暂无考试"
    />
  );
}
