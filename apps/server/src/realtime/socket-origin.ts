import { ErrorCode, ErrorMessage } from '@xuekao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { refuseUpgrade } from './refuse-upgrade.ts';

/**
 * Whether a WebSocket handshake may come from the page that sent it (cross-site WebSocket hijacking: a
 * browser sends the site's cookie with any page's handshake unless SameSite stops it, and always sends
 * Origin). Allowed: no Origin (not a browser: the benchmarks, other clients with `?token=`), the request's
 * own host (either scheme: TLS often ends at a proxy the server is not told about), SITE_URL's origin, and
 * the CORS_ORIGINS (a front end served from a CDN or another host name). The one place the rule lives.
 */
export function socketOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  config: Pick<AppConfig, 'SITE_URL' | 'CORS_ORIGINS'>,
): boolean {
  if (origin === undefined) return true;
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (host && u.host === host.toLowerCase()) return true;
  if (config.SITE_URL && new URL(config.SITE_URL).origin === u.origin) return true;
  return config.CORS_ORIGINS.includes(u.origin);
}

/** Route hook of the socket routes: a foreign Origin gets HTTP 403 (the envelope) instead of the upgrade. */
export function socketOriginGuard(config: Pick<AppConfig, 'SITE_URL' | 'CORS_ORIGINS'>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = req.headers.origin;
    if (socketOriginAllowed(origin, req.headers.host, config)) return;
    req.log.warn({ origin }, 'socket handshake from a foreign origin refused');
    const msg = ErrorMessage[ErrorCode.FORBIDDEN];
    refuseUpgrade(req, reply, 403, { code: ErrorCode.FORBIDDEN, msg, data: null, success: false });
  };
}
