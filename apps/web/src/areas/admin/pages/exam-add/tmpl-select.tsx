import {
  SearchSelect,
  type SearchSelectProps,
  usePagedOptions,
  useSearchTitle,
} from '@web/shared/components/search-select';
import { type ExamTmplRow, endpoints } from '@xuekao/contracts';
import { m } from './messages';

const toOption = (t: ExamTmplRow) => ({
  value: t.id,
  label: m('tmplOption', { title: t.title, n: t.quCount, score: t.totalScore }),
});

/** The template select: page 1 (100) of the paper templates, searched by title on the server. */
export function TmplSelect({ placeholder, ...rest }: SearchSelectProps) {
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(endpoints.exam.tmplPaging, search.title, toOption, 10_000);
  return (
    <SearchSelect
      placeholder={placeholder ?? m('tmplPlaceholder')}
      {...rest}
      search={search}
      found={options}
      fetching={isFetching}
      emptyText={m('noTmpls')}
    />
  );
}
