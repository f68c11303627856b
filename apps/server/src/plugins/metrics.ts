import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { certRenderBacklog } from '../modules/cert/cert-render-queue.ts';
import { faceReadingsWaiting, faceReadingWorkers, onFaceReading } from '../modules/face/index.ts';
import { answerWriter } from '../modules/paper/answer-writer.ts';

/** The kind of a socket path: `/api/socket/<kind>/...` (exam, read = study, battle). */
const socketKind = (url: string) => /^\/api\/socket\/([a-z]+)\//.exec(url)?.[1] ?? null;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const started = Symbol('started');
type Timed = FastifyRequest & { [started]?: bigint };

/**
 * Prometheus metrics (issue 26 item 2; lib/metrics.ts): HTTP latency by route, open sockets by kind, and the
 * gauges read at scrape time (database pool, certificate render queue, face readings waiting), face reading wait and time. `/metrics`
 * answers with `Authorization: Bearer <METRICS_TOKEN>`, or without METRICS_TOKEN only to connections from this
 * machine (the socket address, not X-Forwarded-For: a proxy on this machine must not forward /metrics, and
 * deploy/nginx does not).
 */
export function registerMetrics(fastify: FastifyInstance, ctx: AppContext): void {
  const m = ctx.metrics;
  m.gauge('xk_db_pool_connections', 'Database pool connections open', () => ctx.database.poolStats().total);
  m.gauge('xk_db_pool_idle', 'Database pool connections idle', () => ctx.database.poolStats().idle);
  m.gauge('xk_db_pool_waiting', 'Callers waiting for a database connection', () => ctx.database.poolStats().waiting);
  m.gauge('xk_cert_render_queue', 'Certificate PDFs waiting in this process', () => certRenderBacklog(ctx));
  m.gauge('xk_face_readings_waiting', 'Local face readings waiting or running', faceReadingsWaiting);
  m.gauge('xk_face_reading_workers', 'Worker threads reading faces', faceReadingWorkers);
  const stopFace = onFaceReading((wait, read) => {
    m.faceWait.observe(wait);
    m.faceRead.observe(read);
  });
  fastify.addHook('onClose', async () => {
    stopFace();
  });
  answerWriter(ctx.db).onBatch = (n) => m.fillBatch.observe(n);

  fastify.addHook('onRequest', async (req) => {
    (req as Timed)[started] = process.hrtime.bigint();
  });
  fastify.addHook('onResponse', async (req, reply) => {
    const t0 = (req as Timed)[started];
    if (t0 === undefined || reply.statusCode === 101) return;
    const route = req.routeOptions.url ?? 'unmatched';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    m.http.observe({ method: req.method, route, status }, Number(process.hrtime.bigint() - t0) / 1e9);
  });
  fastify.addHook('onReady', async () => {
    fastify.websocketServer?.on('connection', (ws, req) => {
      const kind = socketKind(req.url ?? '');
      if (!kind) return;
      m.sockets.inc({ kind });
      ws.once('close', () => m.sockets.dec({ kind }));
    });
  });

  fastify.get('/metrics', async (req, reply) => {
    const token = ctx.config.METRICS_TOKEN;
    const allowed = token
      ? req.headers.authorization === `Bearer ${token}`
      : LOOPBACK.has(req.socket.remoteAddress ?? '');
    if (!allowed) return reply.code(403).type('text/plain').send('forbidden\n');
    const body = await m.registry.metrics();
    return reply.type(m.registry.contentType).header('Cache-Control', 'no-store').send(body);
  });
}
