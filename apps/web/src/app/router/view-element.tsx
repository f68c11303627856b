import { PageLoading } from '@web/shared/components/page-loading';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { lazyView } from '../views';

/**
 * The page a menu entry names, loaded lazily. Entries without a page are removed when the routes load
 * (`builtMenuRoutes`); should one still arrive, it is an unknown page (404), never a placeholder.
 */
export function ViewElement({ component }: { component: string }) {
  const View = lazyView(component);
  if (!View) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <View />
    </Suspense>
  );
}
