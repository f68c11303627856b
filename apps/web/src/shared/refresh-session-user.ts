import { authApi } from '../api/auth';
import { sessionStore } from '../app/session';

/** Reloads the signed-in user (`/api/sys/user/info`) after a change to their profile, mobile or avatar. */
export async function refreshSessionUser(): Promise<void> {
  try {
    sessionStore.set({ user: await authApi.info() });
  } catch {
    // the request helper has shown the error
  }
}
