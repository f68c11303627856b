import { REQUEST_ABORTED, RequestError } from '@web/api/request';
import { App } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { dropSession } from '../../api/auth-session';
import { t } from '../../core/i18n';
import { staffHome } from '../../core/menu-tree';
import { m } from '../../core/messages';
import { loginPath } from '../../core/paths';
import { progressDone, progressStart } from '../../core/progress';
import { useMenuRoutes, useSite, useUser } from '../../core/session';
import { hasSession } from '../../core/token';
import { decideNavigation } from './decide-navigation';
import { loadSession, loadSite } from './load-session';

/** How long a connection failure waits before it counts (see the catch below). */
const LEAVE_GRACE_MS = 1000;

/**
 * The route guard of docs/REQUIREMENTS.md#route-guard: decides every navigation with `decideNavigation`, loads what the
 * decision asks for, and renders the page only once it is allowed.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const site = useSite();
  const user = useUser();
  const routes = useMenuRoutes();
  const [siteTried, setSiteTried] = useState(site !== null);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideNavigation(
    {
      siteLoaded: siteTried || site !== null,
      hasToken: hasSession(),
      roleType: user?.roleType ?? null,
      routesLoaded: routes !== null,
      staffHome: staffHome(routes),
    },
    location.pathname,
    fullPath,
  );
  const fullPathRef = useRef(fullPath);
  fullPathRef.current = fullPath;

  // The progress bar runs while the guard works and flashes through on every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fullPath is the trigger: every navigation flashes the bar.
  useEffect(() => {
    progressStart();
    if (decision.kind === 'allow') {
      progressDone();
      return;
    }
    return progressDone;
  }, [fullPath, decision.kind]);

  useEffect(() => {
    if (decision.kind !== 'load-site') return;
    let active = true;
    loadSite().then(() => active && setSiteTried(true));
    return () => {
      active = false;
    };
  }, [decision.kind]);

  useEffect(() => {
    if (decision.kind !== 'load-session') return;
    let active = true;
    // The session marker lives in a cookie, not in the store: after a reset the guard moves on explicitly.
    const toLogin = () => navigate(loginPath(fullPathRef.current), { replace: true });
    loadSession()
      .then((result) => {
        if (!active || result === 'ok') return;
        message.error(t('noAccess'));
        dropSession();
        toLogin();
      })
      .catch((e: unknown) => {
        // Leaving the page aborts the calls: the session is not at fault, keep it.
        if (!active || (e instanceof RequestError && e.code === REQUEST_ABORTED)) return;
        // The request helper has told the user already unless the call was silent.
        const reset = () => {
          if (!(e instanceof RequestError && e.shown)) {
            message.error(e instanceof Error && e.message ? e.message : m('session'));
          }
          dropSession();
          toLogin();
        };
        // A failed connection may only be the page being left (not every navigation fires beforeunload):
        // act a moment later, which never happens on a page that is gone.
        if (e instanceof RequestError && e.code === -1) setTimeout(reset, LEAVE_GRACE_MS);
        else reset();
      });
    return () => {
      active = false;
    };
  }, [decision.kind, message, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind !== 'allow') return null;
  return children;
}
