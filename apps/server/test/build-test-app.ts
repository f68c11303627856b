import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { MIN_HASH_N } from '../src/lib/password.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** POST a JSON body (or nothing) with an optional token; answers the parsed envelope. */
  post<T = unknown>(url: string, body?: unknown, token?: string): Promise<Envelope<T>>;
  raw(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
}

let counter = 0;

async function openCopy(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (url && pgTemplate) {
    const name = `xk_t_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ url: u.toString(), poolSize: 5 });
    const close = database.close;
    database.close = async () => {
      await close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
    return database;
  }
  const file = inject('pgliteTemplate');
  const lite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return openDatabase({ pglite: lite });
}

/** The real app on a fresh copy of the seeded template database (PGlite, or PostgreSQL with DATABASE_URL). */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  return appOn(await openCopy(), env, true, opts);
}

/** A second app on the same database, as a second server process would be (closing it keeps the database). */
export function buildSiblingApp(of: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  return appOn(of.ctx.database, env, false);
}

/** The real app on a database opened elsewhere (backup.test.ts: a site's own DATA_DIR); `ownsDatabase`: close closes it. */
export async function appOn(
  database: Database,
  env: Record<string, string>,
  ownsDatabase: boolean,
  opts: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: '/tmp/xuekao-test',
    // The old scrypt cost: production's 2^17 would add ~0.3 s to each of the hundreds of test logins.
    PASSWORD_HASH_N: String(MIN_HASH_N),
    // Every successful answer is checked against its endpoint's answer schema (a mismatch fails the test).
    CHECK_ANSWERS: '1',
    // Faces are read in the test's own thread: one model per test process, and the reading's code is measured
    // by coverage (a worker thread's is not). The worker pool has its own test (face-reading-pool.test.ts).
    FACE_WORKERS: '0',
    ...env,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, serveWeb: false, ...opts });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    async post<T>(url: string, body?: unknown, token?: string) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      failOnMismatch(app.ctx);
      return res.json() as Envelope<T>;
    },
    async raw(opts) {
      const res = await app.inject(opts);
      failOnMismatch(app.ctx);
      return res;
    },
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      failOnMismatch(app.ctx);
    },
  };
}

/** Throws (failing the test) when an answer did not match its endpoint's answer schema. */
function failOnMismatch(ctx: AppContext): void {
  if (ctx.answerMismatches.length === 0) return;
  const found = ctx.answerMismatches.splice(0);
  throw new Error(`answer does not match its contract:\n${found.join('\n')}`);
}
