/**
 * The database half of `npm run restore`: checks that the target may be written (before anything is changed)
 * and loads the archive's dump, for PGlite (DATA_DIR/pglite) and PostgreSQL (DATABASE_URL).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Client } from 'pg';
import type { AppConfig } from '../apps/server/src/config.ts';
import {
  hasEntries,
  type Manifest,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  pgliteInUse,
  type Query,
  Refusal,
  stamp,
  tableCounts,
} from './backup-shared.ts';
import { pgRestore, toolMajor } from './backup-tools.ts';

export interface Restored {
  counts: Record<string, number>;
  /** Where a replaced PGlite folder was moved (--force). */
  aside?: string;
}

const pgMajorOf = (version: string) => Number(/PostgreSQL (\d+)/.exec(version)?.[1] ?? 0);

function installedPgliteVersion(): string {
  const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(path.dirname(main), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** Refuses a PGlite target in use, or holding a database without --force, or of another PostgreSQL major. */
export async function checkPgliteTarget(config: AppConfig, manifest: Manifest, force: boolean): Promise<void> {
  const dir = path.join(config.DATA_DIR, 'pglite');
  const busy = pgliteInUse(dir);
  if (busy) throw new Refusal(busy);
  if (hasEntries(dir) && !force)
    throw new Refusal(
      `${dir} holds a database already: restore into an empty DATA_DIR, or pass --force to replace it ` +
        '(the present folder is kept beside it as pglite.before-restore-<time>)',
    );
  const installed = installedPgliteVersion();
  if (manifest.database.pgliteVersion === installed) return;
  // Another PGlite release: its data folder loads only when both are the same PostgreSQL major.
  const { PGlite } = await import('@electric-sql/pglite');
  const probe = await PGlite.create();
  try {
    const num = Number(
      (await probe.query<{ n: string }>('select current_setting($1) as n', ['server_version_num'])).rows[0].n,
    );
    const want = pgMajorOf(manifest.database.serverVersion);
    if (Math.floor(num / 10000) !== want)
      throw new Refusal(
        `the archive holds a PGlite data folder of PostgreSQL ${want} (PGlite ${manifest.database.pgliteVersion ?? '?'}); ` +
          `this build's PGlite ${installed} is PostgreSQL ${Math.floor(num / 10000)}: restore it with a build of the same PostgreSQL major`,
      );
  } finally {
    await probe.close();
  }
}

/** Loads the data folder into DATA_DIR/pglite.restoring-<time>, counts its rows, then puts it in place. */
export async function restorePglite(config: AppConfig, staging: string): Promise<Restored> {
  const dir = path.join(config.DATA_DIR, 'pglite');
  const fresh = `${dir}.restoring-${stamp()}`;
  let counts: Record<string, number>;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const lite = await PGlite.create({
      dataDir: fresh,
      loadDataDir: new Blob([fs.readFileSync(path.join(staging, PGLITE_DUMP))]),
    });
    try {
      counts = await tableCounts(async (sql) => (await lite.query<Record<string, unknown>>(sql)).rows);
    } finally {
      await lite.close();
    }
  } catch (e) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw e;
  }
  let aside: string | undefined;
  if (hasEntries(dir)) {
    aside = `${dir}.before-restore-${stamp()}`;
    fs.renameSync(dir, aside);
  } else fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(fresh, dir);
  return { counts, ...(aside ? { aside } : {}) };
}

async function withClient<T>(url: string, fn: (q: Query, client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (sql) => (await client.query(sql)).rows, client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the database's own schemas (not PostgreSQL's), as schema-qualified quoted names. */
async function userTables(q: Query): Promise<Array<{ schema: string; name: string }>> {
  const rows = await q(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
     order by 1, 2`,
  );
  return rows.map((r) => ({ schema: String(r.schema), name: String(r.name) }));
}

/** Refuses a missing or too old pg_restore, and a database with rows in any table without --force. */
export async function checkPostgresTarget(url: string, manifest: Manifest, force: boolean): Promise<void> {
  const tool = await toolMajor('pg_restore');
  const made = manifest.database.dumpMajor ?? 0;
  if (tool.major < made)
    throw new Refusal(
      `the dump was written by pg_dump ${made}; pg_restore ${tool.version} cannot read it: install ` +
        `postgresql-client-${made} (or newer) or set PG_BIN to its folder`,
    );
  const full = await withClient(url, async (q) => {
    const tables = await userTables(q);
    if (tables.length === 0) return [];
    const rows = await q(
      tables
        .map((t, i) => `select ${i} as i, exists(select 1 from ${quote(t.schema)}.${quote(t.name)}) as has`)
        .join(' union all '),
    );
    return rows.filter((r) => r.has === true).map((r) => tables[Number(r.i)]);
  });
  if (full.length && !force) {
    const names = full.slice(0, 5).map((t) => `${t.schema}.${t.name}`);
    throw new Refusal(
      `the database has rows in ${full.length} table(s) (${names.join(', ')}${full.length > 5 ? ', ...' : ''}): ` +
        'restore into an empty database, or pass --force to drop its Xuekao tables (schemas public and drizzle) first',
    );
  }
}

/**
 * Drops the tables and sequences of schema public and the drizzle schema (a target without rows, or --force),
 * restores the dump in one transaction and counts the rows.
 */
export async function restorePostgres(url: string, staging: string): Promise<Restored> {
  await withClient(url, async (q, client) => {
    await client.query('begin');
    await q('drop schema if exists drizzle cascade');
    for (const t of (await userTables(q)).filter((x) => x.schema === 'public'))
      await q(`drop table if exists public.${quote(t.name)} cascade`);
    const seqs = await q(
      `select sequence_name as s from information_schema.sequences where sequence_schema = 'public'`,
    );
    for (const s of seqs) await q(`drop sequence if exists public.${quote(String(s.s))} cascade`);
    await client.query('commit');
  });
  await pgRestore(url, path.join(staging, POSTGRES_DUMP));
  return { counts: await withClient(url, (q) => tableCounts(q)) };
}
