import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server */
export const SERVER_ROOT = path.resolve(here, '..');
/** repository root */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; absent -> embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
  /** Redis connection string; absent -> sessions, caches and fan-out stay in process. */
  REDIS_URL: z.string().optional(),
  /** Key and channel prefix in Redis, so several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('xk:'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** Built web app served at /. */
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Admin password for the first seed in production; generated and printed once when absent. */
  ADMIN_PASSWORD: z.string().optional(),
  /** Session lifetime in hours since the last use. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  /** Database pool size for PostgreSQL. */
  DB_POOL_SIZE: z.coerce.number().int().positive().default(20),
  /** How often papers past their deadline are handed in, in seconds (0: never; tests run sweeps by hand). */
  DEADLINE_SWEEP_SECONDS: z.coerce.number().min(0).default(5),
  /**
   * Tests only: the base URL (scheme, host, port) that replaces the face provider's cloud address
   * (aip.baidubce.com, iai.tencentcloudapi.com, facebody.cn-shanghai.aliyuncs.com), so route tests talk
   * to a local stand-in of the vendor's API. Leave unset in production.
   */
  FACE_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
});

export type AppConfig = z.infer<typeof EnvSchema>;

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
