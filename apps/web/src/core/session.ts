import type { MenuRoute, SessionInfo, SiteData } from '@xuekao/contracts';
import { createStore, useStore } from './store';
import { forgetSession } from './token';

/**
 * What the app knows of the signed-in user and the site. `user` is null until `/api/sys/user/info`
 * answered; `routes` is null until `/api/sys/menu/routes` answered (the guard loads both).
 */
export interface SessionState {
  site: SiteData | null;
  user: SessionInfo | null;
  routes: MenuRoute[] | null;
}

export const sessionStore = createStore<SessionState>({ site: null, user: null, routes: null });

export const useSite = () => useStore(sessionStore, (s) => s.site);
export const useUser = () => useStore(sessionStore, (s) => s.user);
export const useMenuRoutes = () => useStore(sessionStore, (s) => s.routes);

let keepBuilt: (routes: readonly MenuRoute[]) => MenuRoute[] = (routes) => [...routes];

/**
 * The app gives the filter that leaves out menu entries whose page is not built (app/views.ts
 * `builtMenuRoutes`); the ground cannot import the page table above it.
 */
export function setMenuRouteFilter(filter: (routes: readonly MenuRoute[]) => MenuRoute[]): void {
  keepBuilt = filter;
}

/** The menu routes the server gave, without entries of pages not built (what the store keeps). */
export const builtRoutes = (routes: readonly MenuRoute[]): MenuRoute[] => keepBuilt(routes);

/** Does the user hold at least one of the keys? An empty list passes (docs/REQUIREMENTS.md#permissions). */
export function hasPermission(user: SessionInfo | null, keys: readonly string[] | string | undefined): boolean {
  const list = keys === undefined ? [] : typeof keys === 'string' ? [keys] : keys;
  if (list.length === 0) return true;
  if (!user) return false;
  return list.some((k) => user.permissions.includes(k));
}

/**
 * Forget the user: session marker, roles, views and routes (docs/REQUIREMENTS.md#sign-in). The token cookie
 * itself is HttpOnly: only the server clears it (logout; see auth-session.ts).
 */
export function resetSession(): void {
  forgetSession();
  sessionStore.set({ user: null, routes: null });
}
