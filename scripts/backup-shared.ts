/**
 * What `npm run backup` and `npm run restore` share: the archive's manifest, the migrations this build knows,
 * the database facts read for the manifest (applied migrations, row counts, upload settings) on PGlite and
 * PostgreSQL alike, the local upload files, and the exit codes (0 done, 1 failed, 2 refused).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type AppConfig, defaultLocalUpload } from '../apps/server/src/config.ts';
import { DEFAULT_DIR as MIGRATIONS_DIR } from './check-migrations.ts';

export const FORMAT = 'xuekao-backup';
export const FORMAT_VERSION = 1;
/** Archive members: the manifest, the database dump (one of the two), the local upload files under files/. */
export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const FILES_DIR = 'files';

/** A refusal the user can act on (bad arguments, a non-empty target, an archive this build cannot take): exit 2. */
export class Refusal extends Error {}

const MigrationSchema = z.object({ tag: z.string().nullable(), hash: z.string(), createdAt: z.number() });
export type AppliedMigration = z.infer<typeof MigrationSchema>;

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  app: z.object({ version: z.string(), commit: z.string().nullable() }),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
    /** `select version()` of the source. */
    serverVersion: z.string(),
    /** PGlite: the package version that wrote the data folder. */
    pgliteVersion: z.string().optional(),
    /** PostgreSQL: the major version of the pg_dump that wrote the dump (pg_restore must be as new). */
    dumpMajor: z.number().optional(),
    migrations: z.array(MigrationSchema),
    /** Rows per table of the public schema, read in the same snapshot as the dump. */
    counts: z.record(z.string(), z.number()),
  }),
  files: z.object({
    /** The upload provider in use (local, aliyun, qcloud, qiniu). */
    provider: z.string(),
    /** The local upload folder's saved setting (null: the default DATA_DIR/upload/). */
    localDirSetting: z.string().nullable(),
    /** The local folder the files were read from. */
    localDir: z.string(),
    count: z.number(),
    bytes: z.number(),
    note: z.string().optional(),
  }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Refusal('not a Xuekao backup: manifest.json is not JSON');
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Refusal(
      `not a Xuekao backup: manifest.json does not match (${parsed.error.issues[0].message} at ${parsed.error.issues[0].path.join('.')})`,
    );
  if (parsed.data.formatVersion > FORMAT_VERSION)
    throw new Refusal(
      `the archive has format ${parsed.data.formatVersion}; this build reads format ${FORMAT_VERSION}: restore it with a newer build`,
    );
  return parsed.data;
}

/** The migrations of this build in order: tag, drizzle's hash (SHA-256 of the SQL file) and its journal time. */
export function buildMigrations(dir = MIGRATIONS_DIR): Array<{ tag: string; hash: string; when: number }> {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map((e) => ({
    tag: e.tag,
    hash: createHash('sha256')
      .update(fs.readFileSync(path.join(dir, `${e.tag}.sql`)))
      .digest('hex'),
    when: e.when,
  }));
}

/**
 * Why this build cannot take an archive's migrations (one it does not know: the archive comes from a newer
 * build), or null. Migrations of this build newer than the archive's are fine: the next start applies them.
 */
export function migrationProblem(archived: AppliedMigration[], known = buildMigrations()): string | null {
  const hashes = new Set(known.map((m) => m.hash));
  const unknown = archived.filter((m) => !hashes.has(m.hash));
  if (unknown.length === 0) return null;
  const names = unknown.map((m) => m.tag ?? `one of ${new Date(m.createdAt).toISOString().slice(0, 10)}`);
  return `the archive's database has ${unknown.length} migration(s) this build does not know (${names.join(', ')}): it was made by a newer build; restore it with that build or a newer one`;
}

/** Migrations of this build the restored database has not had yet (the next start applies them). */
export function pendingMigrations(archived: AppliedMigration[], known = buildMigrations()): string[] {
  const last = Math.max(0, ...archived.map((m) => m.createdAt));
  return known.filter((m) => m.when > last).map((m) => m.tag);
}

/** A query on either database: rows as plain objects. */
export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

export async function appliedMigrations(q: Query): Promise<AppliedMigration[]> {
  const [found] = await q(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!found.ok) throw new Refusal('the database has no migrations table: not a Xuekao database, or never started');
  const known = new Map(buildMigrations().map((m) => [m.hash, m.tag]));
  const rows = await q('select hash, created_at from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((r) => ({
    tag: known.get(String(r.hash)) ?? null,
    hash: String(r.hash),
    createdAt: Number(r.created_at),
  }));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Exact row counts of every table of the public schema. */
export async function tableCounts(q: Query): Promise<Record<string, number>> {
  const tables = (await q(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((r) =>
    String(r.tablename),
  );
  if (tables.length === 0) return {};
  const union = tables
    .map((t) => `select '${t.replace(/'/g, "''")}' as t, count(*)::int as n from public.${quote(t)}`)
    .join(' union all ');
  const rows = await q(union);
  return Object.fromEntries(tables.map((t) => [t, Number(rows.find((r) => r.t === t)?.n ?? 0)]));
}

/** The upload provider in use and the local folder's saved setting (sys_config_prop, as the server reads it). */
export async function uploadSettings(q: Query): Promise<{ provider: string; localDirSetting: string | null }> {
  const rows = await q(`select provider, data, is_used from sys_config_prop where type = 'upload'`);
  const provider = String(rows.find((r) => r.is_used === true)?.provider ?? 'local');
  let localDirSetting: string | null = null;
  const local = rows.find((r) => r.provider === 'local');
  try {
    const data = JSON.parse(String(local?.data ?? '{}')) as { localDir?: unknown };
    if (typeof data.localDir === 'string' && data.localDir) localDirSetting = data.localDir;
  } catch {
    // a damaged row reads as unset, as the server reads it
  }
  return { provider, localDirSetting };
}

/** Where local uploads live: the saved folder, else DATA_DIR/upload/ of this configuration. */
export function localDirOf(config: AppConfig, setting: string | null): string {
  return path.resolve(setting ?? defaultLocalUpload(config).localDir);
}

/** Regular files under `root` (relative, '/'-separated), without uploads in progress ('.part') and `skip`. */
export function listFiles(root: string, skip: string[] = []): Array<{ rel: string; size: number }> {
  const out: Array<{ rel: string; size: number }> = [];
  const skipped = skip.map((s) => path.resolve(s));
  const walk = (dir: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (skipped.includes(full)) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(full, r);
      else if (e.isFile() && !e.name.endsWith('.part')) out.push({ rel: r, size: fs.statSync(full).size });
    }
  };
  walk(path.resolve(root), '');
  return out;
}

/** Whether a folder holds anything (a missing folder is empty). */
export function hasEntries(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

/** PGlite writes postmaster.pid while a process has the folder open (and removes it on close). */
export function pgliteInUse(dir: string): string | null {
  if (!fs.existsSync(path.join(dir, 'postmaster.pid'))) return null;
  return (
    `the PGlite database ${dir} is open in another process (its postmaster.pid is there): stop the server first ` +
    '(PGlite is single-process). If no server runs (it was killed), delete that postmaster.pid and try again.'
  );
}

/** A path given on the command line: `npm run` starts scripts in the repository root, INIT_CWD is where it was typed. */
export const argPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;

/** Local time as YYYYMMDD-HHmmss (the archive's name). */
export function stamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Runs a command-line main: a Refusal exits 2 with its message, any other error 1. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      const refused = e instanceof Refusal;
      console.error(`${name}: ${refused ? 'refused: ' : 'failed: '}${e instanceof Error ? e.message : String(e)}`);
      process.exit(refused ? 2 : 1);
    },
  );
}
