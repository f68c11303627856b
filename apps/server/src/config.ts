import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CorsOriginsSchema } from './lib/cors-origins.ts';
import { DEFAULT_HASH_N, validHashN } from './lib/password.ts';
import { validTimeZone } from './lib/site-day.ts';
import { TrustProxySchema } from './lib/trust-proxy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server */
export const SERVER_ROOT = path.resolve(here, '..');
/** repository root */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which proxies may set X-Forwarded-For (the client address used by login and SMS throttling): unset
   * trusts nobody; `true`, or a comma list of proxy addresses/CIDRs (see lib/trust-proxy.ts).
   */
  TRUST_PROXY: TrustProxySchema,
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
  /**
   * scrypt cost N of new password hashes (a power of two, 2^14..2^20). Leave the default 2^17 in
   * production; the route tests set 2^14 so hundreds of logins stay fast. Weaker stored hashes are
   * rehashed at the next successful login.
   */
  PASSWORD_HASH_N: z.coerce
    .number()
    .refine(validHashN, 'a power of two between 16384 and 1048576')
    .default(DEFAULT_HASH_N),
  /**
   * Tests only: check every successful answer against its endpoint's answer schema; a mismatch is
   * answered 500 and recorded (see plugins/route-table.ts). Off in production (it costs a JSON round trip).
   */
  CHECK_ANSWERS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /** Session lifetime in hours since the last use. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  /**
   * Strict-Transport-Security max-age in seconds, sent on https requests only; 0 (default) sends none.
   * Set it only when the site is served over https for good (browsers then refuse plain http).
   */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  /** Database pool size for PostgreSQL. */
  DB_POOL_SIZE: z.coerce.number().int().positive().default(20),
  /** How often papers past their deadline are handed in, in seconds (0: never; tests run sweeps by hand). */
  DEADLINE_SWEEP_SECONDS: z.coerce.number().min(0).default(5),
  /** How often grants left without a certificate PDF are rendered, in seconds (0: never). */
  CERT_SWEEP_SECONDS: z.coerce.number().min(0).default(60),
  /** How often objects of expired, never recorded direct-upload grants are deleted, in seconds (0: never). */
  UPLOAD_GRANT_SWEEP_SECONDS: z.coerce.number().min(0).default(600),
  /** How often face photos without a stored descriptor are read (a few per pass), in seconds (0: never). */
  FACE_DESCRIPTOR_SWEEP_SECONDS: z.coerce.number().min(0).default(60),
  /** Upload quota per user and day (server time): megabytes, and number of files. */
  UPLOAD_DAILY_MB: z.coerce.number().positive().default(500),
  UPLOAD_DAILY_FILES: z.coerce.number().int().positive().default(1000),
  /**
   * Tests only: the base URL (scheme, host, port) that replaces the face provider's cloud address
   * (aip.baidubce.com, iai.tencentcloudapi.com, facebody.cn-shanghai.aliyuncs.com), so route tests talk
   * to a local stand-in of the vendor's API. Leave unset in production.
   */
  FACE_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Whether faces are compared by the local provider (modules/face/providers/local.ts, model on this
   * server) while no face configuration has been saved: 'on' (default) or 'off' (not compared until an
   * administrator saves one, e.g. on a server too small for the model). A saved 'local' always applies.
   */
  FACE_LOCAL_DEFAULT: z.enum(['on', 'off']).default('on'),
  /**
   * Worker threads of this process that read faces for the local provider, each with its own model
   * (default: one per core less one, at least one; 0 reads on the main thread, one at a time).
   */
  FACE_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** Local face readings that may wait for a worker; the next one answers 服务器繁忙 (not counted). */
  FACE_QUEUE_MAX: z.coerce.number().int().min(1).default(300),
  /**
   * Tests only: the base URL that replaces the cloud storage vendors' hosts (Aliyun OSS at <base>/oss,
   * Tencent COS at <base>/cos, Qiniu at <base>/qiniu/up and <base>/qiniu/rs), so route tests and the
   * browser talk to local stand-ins (apps/server/test/stand-ins/storage). Leave unset in production.
   */
  STORAGE_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Tests only: the base URL that replaces the SMS vendors' hosts (dysmsapi.aliyuncs.com,
   * sms.tencentcloudapi.com), for the stand-ins of apps/server/test/stand-ins/sms. Leave unset in production.
   */
  SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Tests only: the origin of a local stand-in of the live CDN (the pull domain), which the live player
   * (/player/live.html) may fetch a stream from; its policy otherwise allows https hosts only. Leave unset in
   * production.
   */
  LIVE_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The site's public address (scheme and host, e.g. https://xuekao.example.com; a trailing slash is
   * dropped), printed in certificate QR codes (`<SITE_URL>/cert/verify/<number>`). Unset: the address the
   * staff request came in on, else http://localhost:PORT. With CORS_ORIGINS, uploads are answered under it.
   */
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  /**
   * Origins a front end of this site is served from besides SITE_URL's (a CDN or another host name; exact
   * origins, comma separated; see lib/cors-origins.ts and plugins/cors.ts). Needs SITE_URL.
   */
  CORS_ORIGINS: CorsOriginsSchema,
  /** A CJK font file for certificate PDFs; unset: Debian's fonts-noto-cjk (modules/cert/cert-font.ts). */
  CERT_FONT_PATH: z.string().optional(),
  /**
   * Worker threads that render certificate PDFs (default: one per core; 0 renders on the main
   * thread).
   */
  CERT_RENDER_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /**
   * The site's time zone (IANA name): the days of the statistics (daily roll-ups, week charts) begin at
   * its midnight.
   */
  /** Bearer token for /metrics; unset: /metrics answers only to connections from this machine (loopback). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Seconds a stopping process says "not ready" before it closes (the balancer's probe interval or more). */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  SITE_TZ: z.string().refine(validTimeZone, 'an IANA time zone such as Asia/Shanghai').default('Asia/Shanghai'),
});

const EnvSchema = EnvFields.superRefine((env, ctx) => {
  // A page on another origin loads uploads by the absolute address only SITE_URL can give.
  if (env.CORS_ORIGINS.length > 0 && !env.SITE_URL) {
    ctx.addIssue({ code: 'custom', path: ['CORS_ORIGINS'], message: 'needs SITE_URL (uploads are answered under it)' });
  }
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

/** Path where the server serves local uploads, and the default public URL prefix. */
export const UPLOAD_ROUTE_PREFIX = '/upload/';

/** Local storage before an administrator configures it: DATA_DIR/upload/, served at /upload/. */
export function defaultLocalUpload(config: Pick<AppConfig, 'DATA_DIR'>): { localDir: string; url: string } {
  return { localDir: `${path.join(config.DATA_DIR, 'upload')}/`, url: UPLOAD_ROUTE_PREFIX };
}
