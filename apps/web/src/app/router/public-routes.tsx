import { AuthLayout } from '@web/areas/auth/layout/auth-layout';
import ForgotPage from '@web/areas/auth/pages/forgot';
import LoginPage from '@web/areas/auth/pages/login';
import { RedirectPage } from '@web/areas/auth/pages/redirect';
import RegisterPage from '@web/areas/auth/pages/register';
import { SyncPage } from '@web/areas/auth/pages/sync';
import { NotFoundPage } from '@web/areas/errors/not-found-page';
import { UnauthorizedPage } from '@web/areas/errors/unauthorized-page';
import { PageLoading } from '@web/shared/components/page-loading';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

// Loaded on demand: a verification visitor downloads neither area.
const CertVerifyPage = lazy(() => import('@web/areas/auth/pages/cert-verify'));

/** Routes that need no token (docs/REQUIREMENTS.md#route-guard); see `PUBLIC_PATHS` for the guard's list. */
export const publicRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot', element: <ForgotPage /> },
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
  { path: '/401', element: <UnauthorizedPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/sync', element: <SyncPage /> },
  { path: '/redirect/*', element: <RedirectPage /> },
];
