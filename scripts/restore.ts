/**
 * `npm run restore -- FILE [--force]`: puts an archive of `npm run backup` back into the site configured by the
 * environment (DATA_DIR, DATABASE_URL), as the server reads it.
 *
 * Refused (exit 2, nothing changed): an archive that is not a Xuekao backup, of the other database kind, with
 * migrations this build does not know (made by a newer build); a PGlite folder open in a process (stop the
 * server); a target that holds data (a PGlite folder, a PostgreSQL table with rows, files in the upload
 * folder) unless --force. With --force a PGlite folder is moved aside, PostgreSQL's Xuekao tables are dropped,
 * and files of the archive replace those of the same name. After the restore the row counts are compared with
 * the manifest; the next start of the server applies the migrations of this build the archive did not have.
 * Exit codes: 0 restored, 1 failed, 2 refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  argPath,
  FILES_DIR,
  formatBytes,
  listFiles,
  localDirOf,
  MANIFEST_FILE,
  type Manifest,
  migrationProblem,
  parseManifest,
  pendingMigrations,
  Refusal,
  runMain,
} from './backup-shared.ts';
import { extractTar } from './backup-tools.ts';
import { checkPgliteTarget, checkPostgresTarget, type Restored, restorePglite, restorePostgres } from './restore-db.ts';

const USAGE = 'usage: npm run restore -- FILE [--force]';

function parseArgs(argv: string[]): { file: string; force: boolean } {
  let file: string | undefined;
  let force = false;
  for (const a of argv) {
    if (a === '--force') force = true;
    else if (a.startsWith('-') || file) throw new Refusal(`unexpected argument '${a}'\n${USAGE}`);
    else file = a;
  }
  if (!file) throw new Refusal(`which archive? ${USAGE}`);
  return { file: argPath(file), force };
}

async function readManifest(file: string, staging: string): Promise<Manifest> {
  try {
    await extractTar(file, staging, [MANIFEST_FILE]);
  } catch (e) {
    throw new Refusal(`not a Xuekao backup: ${file} has no readable ${MANIFEST_FILE} (${(e as Error).message})`);
  }
  return parseManifest(fs.readFileSync(path.join(staging, MANIFEST_FILE), 'utf8'));
}

/** Moves the extracted files into the upload folder (a copy when it is on another file system). */
function placeFiles(from: string, to: string, files: Array<{ rel: string }>): void {
  for (const f of files) {
    const src = path.join(from, f.rel);
    const dest = path.join(to, f.rel);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    try {
      fs.renameSync(src, dest);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      fs.copyFileSync(src, dest);
    }
  }
}

function differences(want: Record<string, number>, got: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(want), ...Object.keys(got)])].sort();
  return names
    .filter((n) => want[n] !== got[n])
    .map((n) => `${n}: ${want[n] ?? 'none'} in the archive, ${got[n] ?? 'none'} restored`);
}

async function main() {
  const { file, force } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new Refusal(`${file}: no such file`);
  const started = Date.now();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const staging = fs.mkdtempSync(path.join(config.DATA_DIR, '.restore-'));
  try {
    const manifest = await readManifest(file, staging);
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind)
      throw new Refusal(
        manifest.database.kind === 'pglite'
          ? 'the archive holds a PGlite database: restore it without DATABASE_URL (these archives do not move a site between PGlite and PostgreSQL)'
          : 'the archive holds a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore into',
      );
    const problem = migrationProblem(manifest.database.migrations);
    if (problem) throw new Refusal(problem);
    const uploadDir = localDirOf(config, manifest.files.localDirSetting);
    if (config.DATABASE_URL) await checkPostgresTarget(config.DATABASE_URL, manifest, force);
    else await checkPgliteTarget(config, manifest, force);
    if (manifest.files.count > 0 && listFiles(uploadDir, [staging]).length > 0 && !force)
      throw new Refusal(
        `the upload folder ${uploadDir} holds files already: restore into an empty one, or pass --force ` +
          '(files of the archive then replace those of the same name; others stay)',
      );

    await extractTar(file, staging);
    const files = listFiles(path.join(staging, FILES_DIR));
    const bytes = files.reduce((s, f) => s + f.size, 0);
    if (files.length !== manifest.files.count || bytes !== manifest.files.bytes)
      throw new Error(
        `the archive is damaged: ${files.length} files (${bytes} bytes) where the manifest says ${manifest.files.count} (${manifest.files.bytes})`,
      );
    const restored: Restored = config.DATABASE_URL
      ? await restorePostgres(config.DATABASE_URL, staging)
      : await restorePglite(config, staging);
    const diff = differences(manifest.database.counts, restored.counts);
    if (diff.length) throw new Error(`the restored database differs from the manifest:\n  ${diff.join('\n  ')}`);
    placeFiles(path.join(staging, FILES_DIR), uploadDir, files);

    const rows = Object.values(restored.counts).reduce((s, n) => s + n, 0);
    const pending = pendingMigrations(manifest.database.migrations);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `restore: ${path.basename(file)} (made ${manifest.createdAt}, version ${manifest.app.version}) in ${seconds} s`,
    );
    console.log(
      `  database: ${kind}, ${Object.keys(restored.counts).length} tables, ${rows} rows (as in the manifest)` +
        (config.DATABASE_URL ? '' : ` into ${path.join(config.DATA_DIR, 'pglite')}`),
    );
    if (restored.aside) console.log(`  the previous database folder was moved to ${restored.aside}`);
    console.log(`  files: ${files.length} into ${uploadDir} (${formatBytes(bytes)})`);
    if (manifest.files.note) console.log(`  note: ${manifest.files.note}`);
    console.log(
      pending.length
        ? `  the next start applies ${pending.length} newer migration(s) of this build: ${pending.join(', ')}`
        : '  the database has every migration of this build',
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

runMain('restore', main);
