/**
 * `npm run backup [-- --out DIR]`: one archive `xuekao-backup-YYYYMMDD-HHmmss.tar.gz` (in DATA_DIR/backups/
 * unless --out says) of the site configured by the environment, as the server reads it (DATA_DIR,
 * DATABASE_URL): manifest.json, the database and the local upload files.
 *
 * - PGlite (no DATABASE_URL): the server must be stopped. PGlite is an embedded, single-process PostgreSQL
 *   with no lock between processes; the script opens DATA_DIR/pglite itself (refused while postmaster.pid
 *   says a process has it open), reads the manifest's facts and `dumpDataDir()` in that one session, and
 *   closes it.
 * - PostgreSQL: works on a running site. The manifest's facts are read in a REPEATABLE READ transaction
 *   whose snapshot `pg_dump -Fc --snapshot` dumps, so counts and dump agree. pg_dump must be as new as the
 *   server (refused otherwise).
 * Exit codes: 0 written, 1 failed, 2 refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type AppConfig, loadConfig, REPO_ROOT } from '../apps/server/src/config.ts';
import {
  appliedMigrations,
  argPath,
  FILES_DIR,
  FORMAT,
  FORMAT_VERSION,
  formatBytes,
  listFiles,
  localDirOf,
  MANIFEST_FILE,
  type Manifest,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  pgliteInUse,
  type Query,
  Refusal,
  runMain,
  stamp,
  tableCounts,
  uploadSettings,
} from './backup-shared.ts';
import { createTar, pgDump, run, toolMajor } from './backup-tools.ts';

const USAGE = 'usage: npm run backup [-- --out DIR]   (the archive goes to DATA_DIR/backups/ by default)';

function parseArgs(argv: string[]): { out?: string } {
  const args: { out?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out' && argv[i + 1]) args.out = argv[++i];
    else if (a.startsWith('--out=') && a.length > 6) args.out = a.slice(6);
    else throw new Refusal(`unexpected argument '${a}'\n${USAGE}`);
  }
  return args;
}

type Facts = Omit<Manifest['database'], 'kind' | 'file'> & { provider: string; localDirSetting: string | null };

async function readFacts(q: Query): Promise<Facts> {
  const [v] = await q('select version() as v');
  return {
    serverVersion: String(v.v),
    migrations: await appliedMigrations(q),
    counts: await tableCounts(q),
    ...(await uploadSettings(q)),
  };
}

async function dumpPglite(config: AppConfig, file: string): Promise<Facts> {
  const dir = path.join(config.DATA_DIR, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new Refusal(`no PGlite database in ${dir}: is DATA_DIR right? (for PostgreSQL set DATABASE_URL)`);
  const busy = pgliteInUse(dir);
  if (busy) throw new Refusal(busy);
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create({ dataDir: dir });
  try {
    const facts = await readFacts(async (sql) => (await lite.query<Record<string, unknown>>(sql)).rows);
    const tarball = await lite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    const pgliteVersion = /PGlite ([\d.]+)/.exec(facts.serverVersion)?.[1];
    return { ...facts, ...(pgliteVersion ? { pgliteVersion } : {}) };
  } finally {
    await lite.close();
  }
}

async function dumpPostgres(url: string, file: string): Promise<Facts> {
  const tool = await toolMajor('pg_dump');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q: Query = async (sql) => (await client.query(sql)).rows;
    const serverMajor = Math.floor(Number((await q('show server_version_num'))[0].server_version_num) / 10000);
    if (tool.major < serverMajor)
      throw new Refusal(
        `pg_dump ${tool.version} is older than the server (PostgreSQL ${serverMajor}) and cannot dump it: install ` +
          `postgresql-client-${serverMajor} (or newer) or set PG_BIN to its folder`,
      );
    await client.query('begin isolation level repeatable read read only');
    const [{ s }] = await q('select pg_export_snapshot() as s');
    const facts = await readFacts(q);
    await pgDump(url, String(s), file);
    await client.query('commit');
    return { ...facts, dumpMajor: tool.major };
  } finally {
    await client.end();
  }
}

async function gitCommit(): Promise<string | null> {
  try {
    const res = await run('git', ['-C', REPO_ROOT, 'rev-parse', 'HEAD']);
    return res.code === 0 ? res.stdout.trim() || null : null;
  } catch {
    return null;
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  const outDir = args.out ? argPath(args.out) : path.join(config.DATA_DIR, 'backups');
  // The archive holds personal data (ID numbers, photos): only its owner may read it.
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const archive = path.join(outDir, `xuekao-backup-${stamp()}.tar.gz`);
  if (fs.existsSync(archive)) throw new Refusal(`${archive} exists already`);
  const staging = fs.mkdtempSync(path.join(outDir, '.backup-'));
  const part = `${archive}.part`;
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    const dumpFile = kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP;
    const target = path.join(staging, dumpFile);
    const facts = config.DATABASE_URL
      ? await dumpPostgres(config.DATABASE_URL, target)
      : await dumpPglite(config, target);
    const { provider, localDirSetting, ...database } = facts;
    const localDir = localDirOf(config, localDirSetting);
    const files = listFiles(localDir, [outDir, path.join(config.DATA_DIR, 'pglite')]);
    // tar reads files/<key> through this link, so the archive holds them under files/ without a copy.
    if (files.length) fs.symlinkSync(localDir, path.join(staging, FILES_DIR));
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      app: { version: pkg.version, commit: await gitCommit() },
      createdAt: new Date().toISOString(),
      database: { kind, file: dumpFile, ...database },
      files: {
        provider,
        localDirSetting,
        localDir,
        count: files.length,
        bytes: files.reduce((s, f) => s + f.size, 0),
        ...(provider === 'local'
          ? {}
          : {
              note: `uploads go to the ${provider} storage: the files kept there are not in this archive (only those of the local folder are)`,
            }),
      },
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(part, '', { mode: 0o600 }); // tar writes into it, keeping the mode
    await createTar(part, staging, [MANIFEST_FILE, dumpFile, ...files.map((f) => `${FILES_DIR}/${f.rel}`)]);
    fs.renameSync(part, archive);
    const rows = Object.values(manifest.database.counts).reduce((s, n) => s + n, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`backup: ${archive} (${formatBytes(fs.statSync(archive).size)} in ${seconds} s)`);
    console.log(
      `  database: ${kind}, ${manifest.database.migrations.length} migrations, ` +
        `${Object.keys(manifest.database.counts).length} tables, ${rows} rows`,
    );
    console.log(`  files: ${files.length} from ${localDir} (${formatBytes(manifest.files.bytes)})`);
    if (manifest.files.note) console.log(`  note: ${manifest.files.note}`);
  } finally {
    fs.rmSync(path.join(staging, FILES_DIR), { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(part, { force: true });
  }
}

runMain('backup', main);
