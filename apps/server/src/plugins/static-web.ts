import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.ts';

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
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ ...apiNotFound(app), msg: `接口地址不存在：${req.url.split('?')[0]}` });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
