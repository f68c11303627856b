import { currentLocale } from '@web/i18n/core';
import { PageLoading } from '@web/shared/components/page-loading';
import { type MenuRoute, RoleType } from '@xuekao/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { pageTitle } from '../../core/menu-tree';
import { PROFILE_PATH } from '../../core/paths';
import { useMenuRoutes, useUser } from '../../core/session';
import { useSiteName } from '../../core/site';
import { buildMenuRoutes, type Shells } from './menu-routes';
import { publicRoutes } from './public-routes';
import { RouteGuard } from './route-guard';

// The shells bring the query cache (core/query-provider.tsx) and the dates' locale: the sign-in page needs neither.
const AdminLayout = lazy(() =>
  Promise.all([
    import('@web/areas/admin/layout'),
    import('../../core/query-provider'),
    import('@web/shared/dayjs-locale'),
  ]).then(([m, q]) => ({
    default: q.withQueries(m.AdminLayout),
  })),
);
const LearnerLayout = lazy(() =>
  Promise.all([
    import('@web/areas/learner/layout'),
    import('../../core/query-provider'),
    import('@web/shared/dayjs-locale'),
  ]).then(([m, q]) => ({
    default: q.withQueries(m.LearnerLayout),
  })),
);
const ProfilePage = lazy(() =>
  import('@web/shared/pages/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

const shells: Shells = { admin: suspended(<AdminLayout />), web: suspended(<LearnerLayout />) };

/** /profile/index, hosted by the shell of the user's side (learner layout for roleType 1). */
const profileRoute: RouteObject = {
  path: PROFILE_PATH.replace(/\/index$/, ''),
  children: [
    { index: true, element: <Navigate to={PROFILE_PATH} replace /> },
    { path: 'index', element: suspended(<ProfilePage />) },
  ],
};

// Once the routes are loaded an unknown path is a 404 (without a token the guard sends it to login).
const notFoundRoute: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

/** Public routes, the user's menu routes and the static ones, behind the route guard. */
export function AppRoutes() {
  const menu = useMenuRoutes();
  const learner = useUser()?.roleType === RoleType.LEARNER;
  const siteName = useSiteName();
  const { pathname } = useLocation();
  const routes = useMemo(
    () => [
      ...publicRoutes,
      ...(menu ? buildMenuRoutes(menu, shells, learner ? { web: [profileRoute] } : { admin: [profileRoute] }) : []),
      notFoundRoute,
    ],
    [menu, learner],
  );
  const element = useRoutes(routes);

  useEffect(() => {
    let live = true;
    const show = (tree: readonly MenuRoute[] | null) => {
      if (live) document.title = pageTitle(pathname, tree, siteName);
    };
    show(menu);
    // en-US: seeded menu titles in English (i18n/menu-titles.ts, a chunk the shells load anyway).
    if (menu && currentLocale() === 'en-US') {
      void import('@web/i18n/menu-titles').then((t) => show(t.translateMenuRoutes(menu)));
    }
    return () => {
      live = false;
    };
  }, [pathname, menu, siteName]);

  return <RouteGuard>{element}</RouteGuard>;
}
