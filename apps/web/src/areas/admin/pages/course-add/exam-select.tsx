import {
  SearchSelect,
  type SearchSelectProps,
  usePagedOptions,
  useSearchTitle,
} from '@web/shared/components/search-select';
import { type ExamRow, endpoints } from '@xuekao/contracts';
import { m } from './messages';

const toOption = (r: ExamRow) => ({ value: r.id, label: r.title });

/** 课程考试: an exam searched by title (page 1 of `/api/exam/exam/paging`, size 100). */
export function ExamSelect(props: SearchSelectProps) {
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(endpoints.exam.paging, search.title, toOption);
  return (
    <SearchSelect
      placeholder={m('chooseExam')}
      {...props}
      search={search}
      found={options}
      fetching={isFetching}
      emptyText={m('noExams')}
    />
  );
}
