import {
  SearchSelect,
  type SearchSelectProps,
  usePagedOptions,
  useSearchTitle,
} from '@web/shared/components/search-select';
import { type ExamRow, endpoints } from '@xuekao/contracts';
import { m } from './messages';

const toOption = (e: ExamRow) => ({ value: e.id, label: e.title });

/** An exam select for filters: page 1 (100) of the exams, newest first, searched by title on the server. */
export function ExamSelect({ placeholder, ...rest }: SearchSelectProps) {
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(endpoints.exam.paging, search.title, toOption);
  return (
    <SearchSelect
      placeholder={placeholder ?? m('chooseExam')}
      {...rest}
      search={search}
      found={options}
      fetching={isFetching}
      emptyText={m('noExams')}
    />
  );
}
