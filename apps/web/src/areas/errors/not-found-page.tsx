import { ErrorPage } from './error-page';
import { m } from './messages';

/** /404 */
export function NotFoundPage() {
  return <ErrorPage status="404" title="404" subTitle={m('notFound')} />;
}
