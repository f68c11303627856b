import { AuthLayout } from '@web/areas/auth/layout/auth-layout';
import { RedirectPage } from '@web/areas/auth/pages/redirect';
import { PageLoading } from '@web/shared/components/page-loading';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';

// Loaded on demand: a verification visitor downloads neither area.
const CertVerifyPage = lazy(() =>
  Promise.all([
    import('@web/areas/auth/pages/cert-verify'),
    import('../../core/query-provider'),
    import('@web/shared/dayjs-locale'),
  ]).then(([m, q]) => ({
    default: q.withQueries(m.default),
  })),
);
// Each sign-in page is its own chunk, so none downloads the others (bench/bundle.ts budgets).
const LoginPage = lazy(() => import('@web/areas/auth/pages/login'));
const RegisterPage = lazy(() => import('@web/areas/auth/pages/register'));
const ForgotPage = lazy(() => import('@web/areas/auth/pages/forgot'));
const SyncPage = lazy(() => import('@web/areas/auth/pages/sync').then((m) => ({ default: m.SyncPage })));
const NotFoundPage = lazy(() => import('@web/areas/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() =>
  import('@web/areas/errors/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/** Routes that need no token (docs/REQUIREMENTS.md#route-guard); see `PUBLIC_PATHS` for the guard's list. */
export const publicRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: suspended(<LoginPage />) },
      { path: '/register', element: suspended(<RegisterPage />) },
      { path: '/forgot', element: suspended(<ForgotPage />) },
      {
        path: '/cert/verify/:number',
        element: (
          <Suspense fallback={<PageLoading />}>
            <CertVerifyPage />
          </Suspense>
        ),
      },
    ],
  },
  { path: '/401', element: suspended(<UnauthorizedPage />) },
  { path: '/404', element: suspended(<NotFoundPage />) },
  { path: '/sync', element: suspended(<SyncPage />) },
  { path: '/redirect/*', element: <RedirectPage /> },
];
