import { ADMIN_HOME, homePath, isPublicPath, LEARNER_HOME, loginPath } from '../../core/paths';

/** What the guard knows when a navigation happens. */
export interface GuardState {
  /** The site settings were asked for (they may have failed; the pages then fall back to defaults). */
  siteLoaded: boolean;
  hasToken: boolean;
  /** roleType of the loaded user, or null while `/info` has not answered. */
  roleType: number | null;
  /** `/menu/routes` answered and the routes are in the store. */
  routesLoaded: boolean;
  /** A staff member's landing page from their routes (see `staffHome`); defaults to the dashboard. */
  staffHome?: string | null;
}

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Load `/api/sys/config/detail` first, then decide again. */
  | { kind: 'load-site' }
  /** Load `/info` (when missing) then `/menu/routes`, then decide again. */
  | { kind: 'load-session' };

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The route guard of docs/REQUIREMENTS.md#route-guard, as a pure function of the state and the target.
 * `fullPath` is pathname + search + hash, used for the redirect back after login.
 */
export function decideNavigation(state: GuardState, pathname: string, fullPath = pathname): NavigationDecision {
  // 1. Site settings come first.
  if (!state.siteLoaded) return { kind: 'load-site' };

  // 2. Without a token only the public paths pass.
  if (!state.hasToken) {
    return isPublicPath(pathname) ? { kind: 'allow' } : { kind: 'redirect', to: loginPath(fullPath) };
  }

  // 4. A token but no user or routes yet: load them, then decide again.
  if (state.roleType === null || !state.routesLoaded) return { kind: 'load-session' };

  // 3. Token and roles loaded.
  const home = state.roleType === 1 ? LEARNER_HOME : (state.staffHome ?? homePath(state.roleType));
  if (pathname === '/login' || pathname === '/' || pathname === '') return { kind: 'redirect', to: home };
  if (state.roleType === 1 && isAdminPath(pathname)) return { kind: 'redirect', to: LEARNER_HOME };
  // Sign-in sends staff to the dashboard before their routes are known; without it, go to their first page.
  if (pathname === ADMIN_HOME && home !== ADMIN_HOME) return { kind: 'redirect', to: home };
  return { kind: 'allow' };
}
