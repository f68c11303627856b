import { ErrorPage } from './error-page';
import { m } from './messages';

/** /401 */
export function UnauthorizedPage() {
  return <ErrorPage status="403" title="401" subTitle={m('unauthorized')} />;
}
