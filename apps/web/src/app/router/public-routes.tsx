import type { RouteObject } from 'react-router';
import { AuthLayout } from '../../areas/auth/layout/auth-layout';
import ForgotPage from '../../areas/auth/pages/forgot';
import LoginPage from '../../areas/auth/pages/login';
import { RedirectPage } from '../../areas/auth/pages/redirect';
import RegisterPage from '../../areas/auth/pages/register';
import { SyncPage } from '../../areas/auth/pages/sync';
import { NotFoundPage } from '../../areas/errors/not-found-page';
import { UnauthorizedPage } from '../../areas/errors/unauthorized-page';

/** Routes that need no token (docs/REQUIREMENTS.md#route-guard); see `PUBLIC_PATHS` for the guard's list. */
export const publicRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot', element: <ForgotPage /> },
    ],
  },
  { path: '/401', element: <UnauthorizedPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/sync', element: <SyncPage /> },
  { path: '/redirect/*', element: <RedirectPage /> },
];
