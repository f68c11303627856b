import {
  SearchSelect,
  type SearchSelectProps,
  usePagedOptions,
  useSearchTitle,
} from '@web/shared/components/search-select';
import { type ExamTmplRow, endpoints } from '@xuekao/contracts';

const toOption = (t: ExamTmplRow) => ({ value: t.id, label: `${t.title}（${t.quCount}题 / ${t.totalScore}分）` });

/** The template select: page 1 (100) of the paper templates, searched by title on the server. */
export function TmplSelect({ placeholder, ...rest }: SearchSelectProps) {
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(endpoints.exam.tmplPaging, search.title, toOption, 10_000);
  return (
    <SearchSelect
      placeholder={placeholder ?? '请选择试卷模板'}
      {...rest}
      search={search}
      found={options}
      fetching={isFetching}
      emptyText="暂无模板"
    />
  );
}
