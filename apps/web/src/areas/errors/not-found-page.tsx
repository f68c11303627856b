import { ErrorPage } from './error-page';

/** /404 */
export function NotFoundPage() {
  return <ErrorPage status="404" title="404" subTitle="抱歉，您访问的页面不存在或已被移除。" />;
}
