import type { Auth } from '@xuekao/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import { type AppConfig, defaultLocalUpload } from './config.ts';
import { type DictCache, dictCache } from './context/dict-cache.ts';
import { type ProviderSettings, providerSettings } from './context/provider-settings.ts';
import { type SiteSettings, siteSettings } from './context/site-settings.ts';
import type { Database, Db } from './db/client.ts';
import { type Kv, memoryKv, redisKv } from './lib/kv.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { type PermissionCache, permissionCache } from './plugins/auth/permissions.ts';
import { redisSessionStore } from './plugins/auth/redis-session-store.ts';
import { dbSessionStore } from './plugins/auth/session.queries.ts';
import { Sessions } from './plugins/auth/sessions.ts';
import { type Bus, memoryBus, redisBus } from './realtime/bus.ts';

/** What the route catalogue keeps of a route (plugins/route-table.ts `RouteDef` adds the handler). */
export interface RouteInfo {
  url: string;
  methods?: Array<'GET' | 'POST'>;
  auth: Auth;
  /** Schema of the input, and of the envelope's `data` on success. */
  body?: z.ZodType;
  answer?: z.ZodType;
  summary: string;
  raw?: boolean;
  tag?: string;
}

/** Everything a service needs, built once per app: handed to route handlers and services explicitly. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  kv: Kv;
  bus: Bus;
  sessions: Sessions;
  permissions: PermissionCache;
  dict: DictCache;
  settings: SiteSettings;
  /** Upload, face and live provider settings (`sys_config_prop`). */
  providers: ProviderSettings;
  log: FastifyBaseLogger;
  /** Every registered route, for the OpenAPI description and the permission audit test. */
  routeCatalog: RouteInfo[];
  /** Answers that did not match their endpoint's schema (only with CHECK_ANSWERS, i.e. in tests). */
  answerMismatches: string[];
  /** Prometheus metrics of this app (lib/metrics.ts, served at /metrics). */
  metrics: Metrics;
  /** Set when the process is stopping: /api/ready answers 503 and no new socket is accepted. */
  lifecycle: { draining: boolean };
  /** Answers when Redis (if configured) answers a PING; rejects otherwise. */
  pingRedis(): Promise<void>;
  close(): Promise<void>;
}

export function createAppContext(config: AppConfig, database: Database, log: FastifyBaseLogger): AppContext {
  const db = database.db;
  let kv: Kv;
  let bus: Bus;
  let sessionStore: ReturnType<typeof dbSessionStore> | ReturnType<typeof redisSessionStore>;
  const redisClients: Redis[] = [];
  const metrics = createMetrics();
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    const sub = new Redis(config.REDIS_URL);
    redisClients.push(redis, sub);
    for (const r of redisClients)
      r.on('error', (err: Error) => {
        metrics.redisErrors.inc();
        log.warn({ err: err.message }, 'Redis error');
      });
    const prefix = config.REDIS_PREFIX;
    kv = redisKv(redis, prefix);
    bus = redisBus(redis, sub, `${prefix}bus:`);
    sessionStore = redisSessionStore(redis, prefix);
  } else {
    kv = memoryKv();
    bus = memoryBus();
    sessionStore = dbSessionStore(db);
  }
  const sessions = new Sessions(sessionStore, bus, config.SESSION_TTL_HOURS * 3600_000, log);
  return {
    config,
    database,
    db,
    kv,
    bus,
    sessions,
    permissions: permissionCache(db, bus),
    dict: dictCache(db, bus),
    settings: siteSettings(db, bus, config.DATA_DIR),
    providers: providerSettings(db, bus, { upload: { local: defaultLocalUpload(config) } }),
    log,
    routeCatalog: [],
    answerMismatches: [],
    metrics,
    lifecycle: { draining: false },
    async pingRedis() {
      if (redisClients.length) await redisClients[0].ping();
    },
    async close() {
      await bus.close();
      await kv.close();
      for (const r of redisClients) r.disconnect();
    },
  };
}
