import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * CORS for a front end of this site served from another origin (a CDN or another host name), the exact
 * origins of CORS_ORIGINS (lib/cors-origins.ts). Without the setting nothing is registered: no CORS header
 * at all, and preflights answer 404 as before.
 *
 * With it: a preflight (`OPTIONS` with `Access-Control-Request-Method`) from a listed origin answers 204
 * with the methods and headers the API uses; every answer to a listed origin names that origin (never `*`,
 * never an origin that is not listed); an answer to any other origin carries no CORS header, so the browser
 * keeps it from the page. Every answer says `Vary: Origin`, so a cache never hands one origin's answer to
 * another. Credentials are allowed: the web app signs in with the HttpOnly session cookie
 * (plugins/session-cookie.ts), which a page of the same site on another host name sends with
 * `credentials: 'include'`; other clients send the `token` header.
 */

/** What the API is called with: routes are GET/POST (route-table.ts), uploads are read with GET/HEAD. */
export const CORS_METHODS = 'GET, HEAD, POST';
/**
 * Request headers a page may send: the spec's `token`, JSON bodies, the web's `X-Requested-With` (without
 * which a cookie-only POST is refused) and `X-Locale`, and `Range` (pdf.js and video read parts of uploads).
 */
export const CORS_HEADERS = 'token, content-type, x-requested-with, x-locale, range';
/** Answer headers the web reads besides the safelisted ones: download names, and ranges of pdf.js. */
export const CORS_EXPOSED = 'content-disposition, content-range, accept-ranges';
/** How long a browser may reuse a preflight answer, in seconds (Chromium caps it at 2 hours). */
export const CORS_MAX_AGE = 7200;

/** Adds `value` to the answer's Vary header unless it is there (or Vary is `*`). */
function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === value.toLowerCase())) return;
  reply.header('vary', [...list, value].join(', '));
}

export function registerCors(fastify: FastifyInstance, config: Pick<AppConfig, 'CORS_ORIGINS'>): void {
  const allowed = new Set(config.CORS_ORIGINS);
  if (allowed.size === 0) return;
  /** The request's Origin when it is one of the list, exactly as sent. */
  const listed = (req: FastifyRequest): string | undefined => {
    const origin = req.headers.origin;
    return typeof origin === 'string' && allowed.has(origin) ? origin : undefined;
  };

  fastify.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method'] || !listed(req)) return;
    // Answered here (no route serves OPTIONS); the onSend hook below adds the origin and Vary.
    return reply
      .code(204)
      .header('access-control-allow-methods', CORS_METHODS)
      .header('access-control-allow-headers', CORS_HEADERS)
      .header('access-control-max-age', String(CORS_MAX_AGE))
      .send();
  });

  fastify.addHook('onSend', async (req, reply, payload) => {
    addVary(reply, 'Origin');
    const origin = listed(req);
    if (origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      if (req.method !== 'OPTIONS') reply.header('access-control-expose-headers', CORS_EXPOSED);
    }
    return payload;
  });
}
