import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.ts';

/** Vite's hashed build output: a changed file gets a new name, so a browser keeps these for a year unasked. */
const HASHED = /^\/assets\//;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the classic scripts): asked again each time (304 when unchanged). */
export const REVALIDATE = 'no-cache';

function cacheControlOf(urlPath: string): string {
  return HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app: files from WEB_DIST, and index.html for every other GET outside /api so the
 * browser router handles deep links. Unknown /api paths answer HTTP 404 with the envelope.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // preCompressed: the build writes .br/.gz copies (apps/web/vite.config.ts), sent to browsers accepting them.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // Issue 28: a repeat visit on a slow network loads the app without asking for each script again.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const rel = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
        reply.header('Cache-Control', cacheControlOf(rel));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ ...apiNotFound(app), msg: `接口地址不存在：${req.url.split('?')[0]}` });
    }
    return reply.header('Cache-Control', REVALIDATE).type('text/html').sendFile('index.html');
  });
}
