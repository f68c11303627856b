import { SIGNED_IN_COOKIE } from '@xuekao/contracts';
import Cookies from 'js-cookie';

/**
 * The session token (docs/REQUIREMENTS.md#sign-in) lives in the HttpOnly cookie the server sets at login,
 * registration and /sync: page scripts, an injected one included, can neither read nor send it
 * elsewhere. The browser attaches it to every call; the request helper adds `X-Requested-With`, without
 * which the server ignores the cookie on a POST (cross-site forgery).
 *
 * What the app keeps itself is only this marker, no secret: "a session was opened in this browser",
 * so the route guard knows whether to load the user or go to login. It lives as long as the session
 * cookie (until the browser closes) and is dropped on logout and on 10010002. The server sets it in the
 * same answer as the token cookie (a navigation right after sign-in then finds both); the app sets it too.
 */
const MARKER = SIGNED_IN_COOKIE;
/** Where the route guard keeps the tab's last session (router/load-session.ts); `forgetSession` drops it. */
export const TAB_SESSION_KEY = 'xk-session';

/** The header every call carries; a cross-site page cannot send it without a CORS preflight. */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

export const hasSession = (): boolean => Cookies.get(MARKER) === '1';
export const markSignedIn = (): void => {
  Cookies.set(MARKER, '1', { sameSite: 'strict', path: '/' });
};
export const forgetSession = (): void => {
  Cookies.remove(MARKER, { path: '/' });
  // the tab's copy of the session (router/load-session.ts) goes with it
  try {
    sessionStorage.removeItem(TAB_SESSION_KEY);
  } catch {
    // nothing kept
  }
};
