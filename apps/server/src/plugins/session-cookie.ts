import { SIGNED_IN_COOKIE } from '@xuekao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Where a request's session token comes from, and the session cookie the web app signs in with.
 *
 * Decision (issue 10 item 7): the token the web uses lives in an HttpOnly, SameSite=Strict cookie set by
 * the server at login, registration and `/sync`, so no page script (an injected one included) can read
 * and exfiltrate it. The spec's `token` header keeps working for every other client. Because a browser
 * attaches the cookie by itself, a request authenticated only by the cookie must also carry the header
 * `X-Requested-With: XMLHttpRequest`, which the web always sends and a cross-site page cannot send
 * without a CORS preflight this server grants only to the origins of CORS_ORIGINS (plugins/cors.ts); GET
 * and HEAD (file downloads, images, the exam socket upgrade) change nothing and need no such header.
 */

export const TOKEN_COOKIE = 'xk_token';
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
/** Tokens are 32 characters; anything much longer is not one of ours. */
const TOKEN_MAX = 128;

export interface RequestToken {
  token: string;
  /** 'header': the spec's `token` header; 'cookie': the HttpOnly session cookie. */
  via: 'header' | 'cookie';
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Requests that may be authenticated by the cookie alone: reads, or calls only a same-origin script can make. */
function cookieAllowed(req: FastifyRequest): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  return first(req.headers[CSRF_HEADER])?.toLowerCase() === CSRF_HEADER_VALUE.toLowerCase();
}

/** The request's token: the `token` header, else the session cookie when the request may use it. */
export function requestToken(req: FastifyRequest): RequestToken | undefined {
  const h = first(req.headers.token);
  if (h) return h.length <= TOKEN_MAX ? { token: h, via: 'header' } : undefined;
  const c = req.cookies?.[TOKEN_COOKIE];
  if (!c || c.length > TOKEN_MAX || !cookieAllowed(req)) return undefined;
  return { token: c, via: 'cookie' };
}

const cookieOptions = (req: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' }) as const;

/** The web's "signed in" marker: not HttpOnly (the route guard reads it), no secret in it. */
const markerOptions = (req: FastifyRequest) => ({ ...cookieOptions(req), httpOnly: false }) as const;

/**
 * Sets the session cookie (a browser-session cookie: it ends with the browser, the session itself ends
 * after SESSION_TTL_HOURS without use) and, in the same answer, the web's signed-in marker: set by the page
 * script after the answer, a navigation right after sign-in could start before the marker reached the
 * browser's cookie store and land on the login page with a valid session.
 */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(TOKEN_COOKIE, token, cookieOptions(req));
  reply.setCookie(SIGNED_IN_COOKIE, '1', markerOptions(req));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(req));
  reply.clearCookie(SIGNED_IN_COOKIE, markerOptions(req));
}
