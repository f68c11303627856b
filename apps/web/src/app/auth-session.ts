import type { SessionInfo } from '@xuekao/contracts';
import { authApi } from '../api/auth';
import { queryClient } from './query-client';
import { resetSession, sessionStore } from './session';
import { setToken } from './token';

/** Keep a fresh session (login, registration): token in the cookie, user in the store, routes to load. */
export function signIn(session: SessionInfo): void {
  setToken(session.token);
  queryClient.clear();
  sessionStore.set({ user: session, routes: null });
}

/** Logout (spec §4): tell the server, then forget token, user, routes and cached data. */
export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // The session is forgotten locally whatever the server says.
  }
  resetSession();
  queryClient.clear();
}
