import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Security headers on every answer (API envelopes, the web app, uploads, errors), through @fastify/helmet.
 *
 * The Content-Security-Policy forbids every inline or foreign script (`script-src 'self'`, no inline
 * event handlers), so HTML that slipped past the sanitizer still cannot run script. Styles allow
 * 'unsafe-inline' because antd's CSS-in-JS writes <style> elements at run time and rich text keeps a
 * whitelisted `style` attribute. Images and media may also come from https hosts: notices, questions and
 * courses may embed images and videos by address (the sanitizer allows http(s) sources). The exam socket
 * needs ws/wss of this host. Framing is refused (clickjacking of the exam and admin pages).
 */

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** ws: and wss: of the host the page was served from (CSP 'self' covers them only in newer browsers). */
const socketOrigins = (req: IncomingMessage): string => {
  const host = req.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
};

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // Direct uploads of the browser to the cloud storage vendors (modules/file/direct-upload.service.ts).
  'connect-src': ["'self'", socketOrigins, 'https://*.aliyuncs.com', 'https://*.myqcloud.com', 'https://*.qiniup.com'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-src': ["'self'", 'https:'],
  'frame-ancestors': ["'none'"],
};

/**
 * The live player page (`/player/*`) is shown in a frame of the course page: it may be framed by this site
 * only, and it may fetch a stream from https hosts. Everything else (uploads included) is never framed.
 */
const FRAMED = /^\/player\//;
function framedPolicy(req: IncomingMessage, config: AppConfig): string {
  const d: Record<string, Array<string | ((r: IncomingMessage) => string)>> = {
    ...CSP_DIRECTIVES,
    'frame-ancestors': ["'self'"],
  };
  d['connect-src'] = [...(CSP_DIRECTIVES['connect-src'] ?? []), 'https:'];
  // Tests: the local stand-in of the live CDN (LIVE_ENDPOINT), served over http.
  if (config.LIVE_ENDPOINT) {
    const live = new URL(config.LIVE_ENDPOINT).origin;
    d['connect-src'].push(live);
    d['media-src'] = [...CSP_DIRECTIVES['media-src'], live];
  }
  return Object.entries(d)
    .map(([k, v]) => `${k} ${v.map((x) => (typeof x === 'function' ? x(req) : x)).join(' ')}`)
    .join(';');
}

/** With STORAGE_ENDPOINT (the storage stand-ins of tests) its origin may be fetched and shown too. */
function withStorageEndpoint(config: AppConfig): Record<string, Array<string | ((r: IncomingMessage) => string)>> {
  if (!config.STORAGE_ENDPOINT) return CSP_DIRECTIVES;
  const origin = new URL(config.STORAGE_ENDPOINT).origin;
  const add = (k: 'connect-src' | 'img-src' | 'media-src') => [...CSP_DIRECTIVES[k], origin];
  return {
    ...CSP_DIRECTIVES,
    'connect-src': add('connect-src'),
    'img-src': add('img-src'),
    'media-src': add('media-src'),
  };
}

/**
 * The origin of the active upload storage's public address (`url` of 上传配置: a bucket domain or CDN such
 * as Qiniu's, on no fixed vendor host), or null when uploads are served by this site.
 */
async function uploadOrigin(fastify: FastifyInstance): Promise<string | null> {
  const url = await fastify.ctx.providers.active('upload').then(
    ({ data }) => data.url ?? '',
    () => '',
  );
  return /^https?:\/\//i.test(url) && URL.canParse(url) ? new URL(url).origin : null;
}

/**
 * A page of the web app may read uploads where they are stored: the storage's origin joins connect-src
 * (pdf.js fetches PDF courseware and certificate PDFs), img-src and media-src (an http CDN domain).
 */
export function withUploadOrigin(csp: string, origin: string): string {
  return csp
    .split(';')
    .map((d) => (/^\s*(connect-src|img-src|media-src)\s/.test(d) ? `${d} ${origin}` : d))
    .join(';');
}

export async function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: withStorageEndpoint(config) },
    // Sent below on https only, and only when configured: HSTS on a site also reached over http locks it out.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Uploads may be shown by the mobile H5 site on a sibling host; other sites may not embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  fastify.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '';
    if (FRAMED.test(path)) {
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      reply.header('Content-Security-Policy', framedPolicy(req.raw, config));
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const origin = await uploadOrigin(fastify);
      const csp = reply.getHeader('content-security-policy');
      if (origin && typeof csp === 'string') reply.header('Content-Security-Policy', withUploadOrigin(csp, origin));
    }
    return payload;
  });
  const maxAge = config.HSTS_MAX_AGE;
  if (maxAge > 0) {
    fastify.addHook('onRequest', async (req, reply) => {
      if (req.protocol === 'https') reply.header('Strict-Transport-Security', `max-age=${maxAge}`);
    });
  }
}
