import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export { schema };
export type Schema = typeof schema;
/** The database handle every `*.queries.ts` receives: the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle or an open transaction: queries take either so services can compose them in one transaction. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock key of migrations and seeding (any fixed bigint; "xuekao" in ASCII). */
export const SETUP_LOCK_KEY = '132338307981167';

/** What a process logs while another holds the set-up lock (the upgrade check waits for it). */
export const WAIT_TEXT = 'another process is migrating or seeding; waiting for it';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the site's set-up lock: on PostgreSQL a session advisory lock, so of several
   * processes starting together on one database one migrates and seeds while the others wait, then find
   * the work done (`onWait` is told when another holds it). PGlite has one process: `fn` runs at once.
   */
  exclusive<T>(fn: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** One round trip (`SELECT 1`): the readiness probe. */
  ping(): Promise<void>;
  /** Connections of the pool (PostgreSQL): open, idle, and callers waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string;
  /** PGlite data folder; without it (and without `pglite`) an in-memory instance. */
  dataDir?: string;
  /** An already created PGlite instance (tests load a template into one). */
  pglite?: PGlite;
  poolSize?: number;
  /** Told when PostgreSQL ends an idle pooled connection (default: ignored; the pool reconnects). */
  onIdleError?: (err: Error) => void;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite; the same schema and migrations serve both. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      // Named prepared statements (the hot path's: paper.queries.ts) keep one generic plan instead of being
      // planned again on every call: PostgreSQL would otherwise compare it with custom plans and, misjudging
      // the rows of unnest(), plan each call (0.6 ms, ten times the execution). Unnamed statements, i.e.
      // every other query, are not affected.
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle connection the server ends (restart, admin command) emits here; unhandled it would crash
    // the process. The pool replaces it on next use.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      exclusive: async (fn, onWait) => {
        // The lock lives on one connection held for the whole work; the work itself uses the pool.
        const holder = await pool.connect();
        try {
          const got = await holder.query('SELECT pg_try_advisory_lock($1) AS ok', [SETUP_LOCK_KEY]);
          if (!got.rows[0]?.ok) {
            onWait?.();
            await holder.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
          }
          try {
            return await fn();
          } finally {
            await holder.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
          }
        } finally {
          holder.release();
        }
      },
      ping: async () => void (await pool.query('SELECT 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {});
  }
  const lite = client;
  const db = drizzleLite(lite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateLite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (fn) => fn(),
    ping: async () => void (await lite.query('SELECT 1')),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => lite.close(),
  };
}
