import { endpoints } from '@xuekao/contracts';
import { call } from '../api/request';
import { sessionStore } from '../core/session';

/** Reloads the signed-in user (`/api/sys/user/info`) after a change to their profile, mobile or avatar. */
export async function refreshSessionUser(): Promise<void> {
  try {
    sessionStore.set({ user: await call(endpoints.auth.info, {}) });
  } catch {
    // the request helper has shown the error
  }
}
