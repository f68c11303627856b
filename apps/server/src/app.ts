import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppContext, createAppContext } from './app-context.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { startCertRenderSweeper } from './jobs/cert-render.ts';
import { startFaceDescriptorBackfill } from './jobs/face-descriptor-backfill.ts';
import { startDeadlineSweeper } from './jobs/paper-deadline.ts';
import { startUploadGrantSweeper } from './jobs/upload-grant-sweep.ts';
import { redactUrl } from './lib/input-guard.ts';
import { setPasswordCost } from './lib/password.ts';
import { APP_VERSION } from './lib/version.ts';
import { registerBattleSocket } from './modules/battle/index.ts';
import { registerStudySocket } from './modules/course/index.ts';
import { configureFaceReadings, privatizeLegacyFaces } from './modules/face/index.ts';
import { registerUploadServing } from './modules/file/serve-upload.ts';
import { MODULE_ROUTES } from './modules/index.ts';
import { mayJoinExamRoom, recordFaceOut } from './modules/paper/paper-capture.service.ts';
import { flushCourseSeconds } from './modules/stat/analysis-rollup.ts';
import { flushStudyStats } from './modules/stat/stat-rollup.ts';
import { registerCors } from './plugins/cors.ts';
import { registerDrain } from './plugins/drain.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRoutes } from './plugins/route-table.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerExamSocket } from './realtime/exam-hub.ts';

export { APP_VERSION };

export interface BuildOptions {
  config: AppConfig;
  /** An open, migrated and seeded database. */
  database: Database;
  /** Serve the built web app (off in route tests). */
  serveWeb?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the app: plugins, then every module's route table. Used by main.ts, tests and e2e. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  setPasswordCost(config.PASSWORD_HASH_N);
  const fastify = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.token', 'req.headers.cookie'],
            // Query values are never logged: the exam socket carries its token as `?token=`.
            serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default: none).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const ctx = createAppContext(config, opts.database, fastify.log);
  fastify.decorate('ctx', ctx);
  // The local face readings' worker pool is one per process (modules/face/providers/face-reading-pool.ts).
  configureFaceReadings({ workers: config.FACE_WORKERS, queueMax: config.FACE_QUEUE_MAX }, (err) =>
    ctx.log.error({ err }, 'face reading worker failed; reading faces in the main thread'),
  );
  registerErrorHandling(fastify);
  registerMetrics(fastify, ctx);
  registerDrain(fastify, ctx);
  await registerSecurityHeaders(fastify, config);
  registerCors(fastify, config);
  await fastify.register(cookie);
  await registerMultipart(fastify);
  await registerExamSocket(fastify, ctx, {
    faceOut: (examId, userId) => recordFaceOut(ctx, examId, userId),
    mayJoin: (examId, userId) => mayJoinExamRoom(ctx, examId, userId),
  });
  registerStudySocket(fastify, ctx);
  registerBattleSocket(fastify, ctx);
  for (const [tag, defs] of Object.entries(MODULE_ROUTES)) registerRoutes(fastify, ctx, defs, tag);
  registerUploadServing(fastify, ctx);
  registerOpenApi(fastify, ctx.routeCatalog, APP_VERSION);
  await registerStaticWeb(fastify, opts.serveWeb === false ? '/nonexistent' : config.WEB_DIST);
  let stopSweeper: (() => Promise<void>) | undefined;
  let stopCertSweeper: (() => Promise<void>) | undefined;
  let stopGrantSweeper: (() => Promise<void>) | undefined;
  let stopFaceBackfill: (() => Promise<void>) | undefined;
  fastify.addHook('onReady', async () => {
    stopSweeper = startDeadlineSweeper(ctx, config.DEADLINE_SWEEP_SECONDS);
    stopCertSweeper = startCertRenderSweeper(ctx, config.CERT_SWEEP_SECONDS);
    stopGrantSweeper = startUploadGrantSweeper(ctx, config.UPLOAD_GRANT_SWEEP_SECONDS);
    stopFaceBackfill = startFaceDescriptorBackfill(ctx, config.FACE_DESCRIPTOR_SWEEP_SECONDS);
    // In the background: a failure is logged and the step runs again at the next start.
    privatizeLegacyFaces(ctx).catch((err) => ctx.log.error({ err }, 'moving legacy face photos failed'));
  });
  fastify.addHook('onClose', async () => {
    await stopSweeper?.();
    await stopCertSweeper?.();
    await stopGrantSweeper?.();
    await stopFaceBackfill?.();
    // The last seconds of study statistics buffered by this process (up to 5 s) are written before it goes.
    await Promise.all([flushStudyStats(ctx), flushCourseSeconds(ctx)]).catch((err) =>
      ctx.log.error({ err }, 'writing the buffered study statistics at shutdown failed'),
    );
    await ctx.close();
  });
  return fastify;
}
