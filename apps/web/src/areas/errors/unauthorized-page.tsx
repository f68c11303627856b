import { ErrorPage } from './error-page';

/** /401 */
export function UnauthorizedPage() {
  return <ErrorPage status="403" title="401" subTitle="抱歉，您没有权限访问该页面，请联系管理员。" />;
}
