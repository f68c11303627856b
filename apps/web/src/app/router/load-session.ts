import { call, NETWORK_FAILED, RequestError } from '@web/api/request';
import { fetchSiteData } from '@web/api/site-data';
import { endpoints, type MenuRoute, RoleType, type SessionInfo } from '@xuekao/contracts';
import { sessionStore } from '../../core/session';
import { TAB_SESSION_KEY } from '../../core/token';
import { builtMenuRoutes } from '../views';

export type SessionLoad = 'ok' | 'no-access';

/** Loads what is missing of the session (user info, then menu routes) into the store. */
async function load(): Promise<SessionLoad> {
  let user: SessionInfo;
  let routes: MenuRoute[];
  try {
    user = sessionStore.get().user ?? (await call(endpoints.auth.info, {}));
    routes = await call(endpoints.menu.routes, {});
  } catch (e) {
    // No server reached: the tab's last session (sessionStorage: gone with the tab, no token; dropped by
    // forgetSession) lets the page open; the server still checks every call once it is back.
    const kept = e instanceof RequestError && e.code === NETWORK_FAILED && sessionStorage.getItem(TAB_SESSION_KEY);
    if (!kept) throw e;
    ({ user, routes } = JSON.parse(kept) as { user: SessionInfo; routes: MenuRoute[] });
  }
  try {
    sessionStorage.setItem(TAB_SESSION_KEY, JSON.stringify({ user, routes }));
  } catch {
    // storage refused: a reload without a connection then goes to the login page, as before
  }
  // A staff user without any granted menu has nothing to see (docs/REQUIREMENTS.md#route-guard).
  if (routes.length === 0 && user.roleType === RoleType.STAFF) return 'no-access';
  // Entries of modules not built yet are left out: no menu, tab or route leads to a placeholder.
  sessionStore.set({ user, routes: builtMenuRoutes(routes) });
  return 'ok';
}

let inflight: Promise<SessionLoad> | null = null;

/** One load at a time, however many times the guard asks. */
export function loadSession(): Promise<SessionLoad> {
  inflight ??= load().finally(() => {
    inflight = null;
  });
  return inflight;
}

let siteInflight: Promise<void> | null = null;

/** Loads the site settings once; a failure leaves them absent (pages fall back to defaults). */
export function loadSite(): Promise<void> {
  siteInflight ??= fetchSiteData()
    .then((site) => sessionStore.set({ site }))
    .catch(() => undefined)
    .finally(() => {
      siteInflight = null;
    });
  return siteInflight;
}
