/** Paths that pass without a token (docs/REQUIREMENTS.md#route-guard). */
export const PUBLIC_PATHS = ['/login', '/register', '/forgot', '/401', '/404', '/sync'] as const;

/** The refresh helper: `/redirect/<path>` re-navigates to `/<path>`. */
export const REDIRECT_PREFIX = '/redirect/';
/** Public certificate verification `/cert/verify/<number>` (the QR code on a certificate points here). */
export const CERT_VERIFY_PREFIX = '/cert/verify/';

export const LOGIN_PATH = '/login';
export const LEARNER_HOME = '/web/index';
export const ADMIN_HOME = '/admin/dashboard';
export const PROFILE_PATH = '/profile/index';

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (PUBLIC_PATHS as readonly string[]).includes(path) ||
    path.startsWith(REDIRECT_PREFIX) ||
    (path.startsWith(CERT_VERIFY_PREFIX) && path.length > CERT_VERIFY_PREFIX.length)
  );
}

/** Where a user lands after sign-in: the learner side for roleType 1, the admin dashboard otherwise. */
export function homePath(roleType: number): string {
  return roleType === 1 ? LEARNER_HOME : ADMIN_HOME;
}

/** The login page, remembering where to come back to (the root needs no reminder). */
export function loginPath(fullPath?: string): string {
  if (!fullPath || fullPath === '/' || fullPath.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * A `redirect` query value that is safe to follow: an in-site absolute path. Anything else (another
 * origin, `//host`, a scheme) is dropped so the login page cannot be used as an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
