import { endpoints, type SessionInfo } from '@xuekao/contracts';
import { resetSession, sessionStore } from '../core/session';
import { markSignedIn } from '../core/token';
import { call } from './request';

/**
 * Forgets every cached query. The query client is loaded with the shells (core/query-provider.tsx), not by
 * the sign-in page, so it is reached lazily; before any shell ran there is nothing cached.
 */
function clearQueries(): void {
  void import('../core/query-client').then((m) => m.queryClient.clear());
}

/**
 * Keep a fresh session (login, registration): the server has set the HttpOnly token cookie with its
 * answer; the app marks itself signed in, keeps the user in the store, and has the routes loaded.
 */
export function signIn(session: SessionInfo): void {
  markSignedIn();
  clearQueries();
  sessionStore.set({ user: session, routes: null });
}

/** Logout (docs/REQUIREMENTS.md#sign-in): tell the server, then forget token, user, routes and cached data. */
export async function signOut(): Promise<void> {
  try {
    await call(endpoints.auth.logout, {});
  } catch {
    // The session is forgotten locally whatever the server says.
  }
  resetSession();
  clearQueries();
}

/**
 * Leaves at once (route guard: no access, or the session failed to load): the user is forgotten now, and
 * the server is asked to end the session and clear its HttpOnly cookie, which no script can do.
 */
export function dropSession(): void {
  call(endpoints.auth.logout, {}).catch(() => {
    // Forgotten locally whatever the server says.
  });
  resetSession();
}
