/**
 * Landed migrations never change: apps/server/src/db/migrations/landed.json lists every migration that has
 * landed with the SHA-256 of its SQL file and of its snapshot, and its journal entry. The check fails when a
 * listed migration's SQL, snapshot or journal entry differs or is gone. Migrations not listed yet are new
 * work: they pass, and the check says how to list them (`--update` adds them; it never rewrites a listed one).
 *
 *   npx tsx scripts/check-migrations.ts            check (exit 1 on a changed landed migration)
 *   npx tsx scripts/check-migrations.ts --update   also add the new migrations to the manifest
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'server',
  'src',
  'db',
  'migrations',
);
export const MANIFEST = 'landed.json';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
export interface LandedMigration {
  /** SHA-256 of the SQL file's bytes. */
  sql: string;
  /** SHA-256 of the snapshot's JSON (re-serialised, so a reformatted file keeps its hash). */
  snapshot: string | null;
  journal: JournalEntry;
}
export interface Manifest {
  note: string;
  migrations: Record<string, LandedMigration>;
}
export interface CheckResult {
  /** One line per landed migration that changed or vanished. */
  errors: string[];
  /** Tags of migrations not listed yet. */
  added: string[];
}

const NOTE =
  'Landed migrations: never edit one of these; add a new migration instead. Checked by scripts/check-migrations.ts.';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function readJournal(dir: string): JournalEntry[] {
  const file = path.join(dir, 'meta', '_journal.json');
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

function snapshotHash(dir: string, tag: string): string | null {
  const file = path.join(dir, 'meta', `${tag.split('_')[0]}_snapshot.json`);
  if (!fs.existsSync(file)) return null;
  return sha256(JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

/** What the folder holds now, per migration tag (the SQL files and the journal's entries). */
export function currentMigrations(dir: string): Record<string, Partial<LandedMigration>> {
  const out: Record<string, Partial<LandedMigration>> = {};
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.sql'))) {
    const tag = f.slice(0, -'.sql'.length);
    out[tag] = { sql: sha256(fs.readFileSync(path.join(dir, f))), snapshot: snapshotHash(dir, tag) };
  }
  for (const entry of readJournal(dir)) out[entry.tag] = { ...out[entry.tag], journal: entry };
  return out;
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) return { note: NOTE, migrations: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Compares the folder with its manifest. */
export function checkMigrations(dir: string): CheckResult {
  const landed = readManifest(dir).migrations;
  const now = currentMigrations(dir);
  const errors: string[] = [];
  for (const [tag, want] of Object.entries(landed)) {
    const have = now[tag];
    if (!have?.sql) {
      errors.push(`${tag}.sql: landed but missing`);
      continue;
    }
    if (have.sql !== want.sql)
      errors.push(`${tag}.sql: changed after landing (SHA-256 ${have.sql}, landed ${want.sql})`);
    if ((have.snapshot ?? null) !== want.snapshot) errors.push(`${tag}: meta snapshot changed after landing`);
    if (JSON.stringify(have.journal ?? null) !== JSON.stringify(want.journal))
      errors.push(`${tag}: meta/_journal.json entry changed or removed after landing`);
  }
  const added = Object.keys(now)
    .filter((tag) => !landed[tag])
    .sort();
  return { errors, added };
}

/** Adds the new migrations to the manifest; refuses while a landed one differs. */
export function updateManifest(dir: string): CheckResult {
  const result = checkMigrations(dir);
  if (result.errors.length) return result;
  const manifest = readManifest(dir);
  const now = currentMigrations(dir);
  for (const tag of result.added) {
    const m = now[tag];
    if (!m?.sql || !m.journal) {
      result.errors.push(`${tag}: needs both its .sql file and a meta/_journal.json entry before it can be listed`);
      continue;
    }
    manifest.migrations[tag] = { sql: m.sql, snapshot: m.snapshot ?? null, journal: m.journal };
  }
  if (!result.errors.length)
    fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify({ ...manifest, note: NOTE }, null, 2)}\n`);
  return result;
}

function main(argv: string[]): number {
  const update = argv.includes('--update');
  const dirArg = argv.indexOf('--dir');
  const dir = dirArg >= 0 && argv[dirArg + 1] ? path.resolve(argv[dirArg + 1] as string) : DEFAULT_DIR;
  const result = update ? updateManifest(dir) : checkMigrations(dir);
  if (result.errors.length) {
    console.error('Landed migrations must never change; restore them and put the change in a new migration:');
    for (const e of result.errors) console.error(`  ${e}`);
    return 1;
  }
  const rel = path.relative(process.cwd(), path.join(dir, MANIFEST));
  if (update) {
    console.log(result.added.length ? `listed in ${rel}: ${result.added.join(', ')}` : `${rel} is up to date`);
  } else if (result.added.length) {
    console.log(`new migrations not yet in ${rel}: ${result.added.join(', ')}`);
    console.log('once they land (committed to main), list them: npm run db:landed -- --update');
  } else {
    console.log('landed migrations unchanged');
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
