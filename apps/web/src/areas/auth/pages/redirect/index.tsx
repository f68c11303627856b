import { Navigate, useLocation, useParams } from 'react-router';

/** `/redirect/<path>`: re-navigates to `/<path>` (keeping the query), so a view can be refreshed. */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
