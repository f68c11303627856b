import { useQuery } from '@tanstack/react-query';
import { fetchPage } from '@web/api/paging';
import { type CertRow, endpoints, PICKER_AUTH } from '@xuekao/contracts';
import { useMayRead } from '../hooks/use-may-read';
import { NoAccessSelect, SearchSelect, type SearchSelectProps, usePagedOptions, useSearchTitle } from './search-select';
import { m } from './widgets/messages';

const toOption = (r: CertRow) => ({
  value: r.id,
  label: r.state === 0 ? r.title : m('disabledSuffix', { title: r.title }),
});

/**
 * The title of a template given as the value but not among the options offered (an exam or course whose
 * certificate is not on page 1): the same paging call, by id, so no other permission is needed.
 */
function useValueLabel(value: unknown, offered: boolean, allowed: boolean): string | undefined {
  const id = typeof value === 'string' && value && !offered ? value : '';
  const { data } = useQuery({
    queryKey: ['cert-select-value', id],
    queryFn: () =>
      fetchPage<CertRow, { id: string }>(endpoints.cert.paging, { params: { id }, current: 1, size: 1, orders: [] }),
    enabled: id !== '' && allowed,
    staleTime: 60_000,
  });
  const row = data?.records[0];
  return row ? toOption(row).label : undefined;
}

/**
 * The certificate select of the spec: page 1 (size 100) of `/api/cert/cert/paging`, the typed text sent as
 * `params.title`. The value is the template id; works inside an antd Form.Item (AddExam, AddCourse, grants).
 */
export function CertSelect({ placeholder, ...rest }: SearchSelectProps) {
  const allowed = useMayRead(PICKER_AUTH.cert);
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(endpoints.cert.paging, search.title, toOption, 30_000, allowed);
  const offered = isFetching || options.some((o) => o.value === rest.value);
  const valueLabel = useValueLabel(rest.value, offered, allowed);
  if (!allowed) return <NoAccessSelect style={rest.style} />;
  return (
    <SearchSelect
      placeholder={placeholder ?? m('chooseCert')}
      selectedLabel={valueLabel}
      {...rest}
      search={search}
      found={options}
      fetching={isFetching}
      emptyText={m('noCerts')}
    />
  );
}
