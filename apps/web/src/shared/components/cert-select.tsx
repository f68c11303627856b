import { type CertRow, endpoints } from '@xuekao/contracts';
import { SearchSelect, type SearchSelectProps, usePagedOptions, useSearchTitle } from './search-select';

const toOption = (r: CertRow) => ({ value: r.id, label: r.state === 0 ? r.title : `${r.title}（已禁用）` });

/**
 * The certificate select of the spec: page 1 (size 100) of `/api/cert/cert/paging`, the typed text sent as
 * `params.title`. The value is the template id; works inside an antd Form.Item (AddExam, AddCourse, grants).
 */
export function CertSelect({ placeholder, ...rest }: SearchSelectProps) {
  const search = useSearchTitle();
  const { options, isFetching } = usePagedOptions(endpoints.cert.paging, search.title, toOption);
  return (
    <SearchSelect
      placeholder={placeholder ?? '请选择证书'}
      {...rest}
      search={search}
      found={options}
      fetching={isFetching}
      emptyText="暂无证书"
    />
  );
}
