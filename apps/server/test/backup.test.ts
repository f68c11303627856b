import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildMigrations,
  FORMAT,
  type Manifest,
  migrationProblem,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  parseManifest,
  pendingMigrations,
} from '../../../scripts/backup-shared.ts';
import { fileHashes, fillSite, openSite, readSite, runScript } from './backup-helpers.ts';
import { hasPoppler, pdfText } from './cert-helpers.ts';

/**
 * `npm run backup` and `npm run restore` (scripts/) on a real site: PGlite on its own DATA_DIR, or with
 * DATABASE_URL set (the PostgreSQL pass) databases of their own on that server. The site is backed up, restored
 * into an empty DATA_DIR / database, started there, and read back through the API: the same data and files.
 */
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-backup-'));
const outDir = path.join(root, 'out');
const src = { DATA_DIR: path.join(root, 'src'), DATABASE_URL: '' };
const dst = { DATA_DIR: path.join(root, 'dst'), DATABASE_URL: '' };
const databases = [`xk_backup_src_${process.pid}`, `xk_backup_dst_${process.pid}`];

async function onServer(sql: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    for (const s of sql) await admin.query(s);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const u = new URL(process.env.DATABASE_URL ?? '');
  u.pathname = `/${name}`;
  return u.toString();
}

// The source starts as a copy of the run's migrated and seeded template (global-setup.ts), the target empty.
beforeAll(async () => {
  if (kind === 'pglite') {
    fs.mkdirSync(path.join(src.DATA_DIR, 'pglite'), { recursive: true });
    execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', path.join(src.DATA_DIR, 'pglite')], {
      stdio: 'ignore',
    });
    return;
  }
  const [from, to] = databases;
  await onServer([
    ...databases.map((d) => `DROP DATABASE IF EXISTS ${d} WITH (FORCE)`),
    `CREATE DATABASE ${from} TEMPLATE ${inject('pgTemplate')}`,
    `CREATE DATABASE ${to}`,
  ]);
  src.DATABASE_URL = databaseUrl(from);
  dst.DATABASE_URL = databaseUrl(to);
});

afterAll(async () => {
  if (kind === 'postgres') await onServer(databases.map((d) => `DROP DATABASE IF EXISTS ${d} WITH (FORCE)`));
  fs.rmSync(root, { recursive: true, force: true });
});

const readManifest = (archive: string) =>
  parseManifest(execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }));

describe(`backup and restore (${kind})`, () => {
  it('restores a site with users, a finished exam, study progress and a certificate elsewhere, data and files alike', async () => {
    const site = await openSite(src);
    const refs = await fillSite(site);
    const before = await readSite(site, refs);
    expect(before.users).toContain(`${refs.userName} 王备份`);
    expect(before.result.userScore).toBeGreaterThan(0);
    expect(before.study).toHaveLength(1);
    expect(before.pdf.status).toBe(200);
    expect(before.upload.status).toBe(200);

    if (kind === 'pglite') {
      // PGlite is single-process: the backup is refused while the server has the folder open.
      const busy = await runScript('backup', ['--out', outDir], src);
      expect(busy.code, busy.out).toBe(2);
      expect(busy.out).toContain('stop the server first');
      await site.close();
    }
    const backup = await runScript('backup', ['--out', outDir], src);
    expect(backup.code, backup.out).toBe(0);
    // PostgreSQL: made while the site runs.
    if (kind === 'postgres') await site.close();
    const names = fs.readdirSync(outDir).filter((f) => !f.startsWith('.'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^xuekao-backup-\d{8}-\d{6}\.tar\.gz$/);
    const archive = path.join(outDir, names[0]);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600); // personal data: its owner only

    const manifest = readManifest(archive);
    const srcFiles = fileHashes(path.join(src.DATA_DIR, 'upload'));
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.database.migrations.map((m) => m.tag)).toEqual(buildMigrations().map((m) => m.tag));
    expect(manifest.database.counts.sys_user).toBe(before.users.length);
    expect(manifest.database.counts.el_cert_grant).toBe(1);
    expect(manifest.files).toMatchObject({ provider: 'local', count: Object.keys(srcFiles).length });
    expect(Object.keys(srcFiles).some((f) => f.startsWith('cert/') && f.endsWith('.pdf'))).toBe(true);

    const restore = await runScript('restore', [archive], dst);
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain('(as in the manifest)');
    // The source holds data: refused without --force, and left as it was.
    const refused = await runScript('restore', [archive], src);
    expect(refused.code, refused.out).toBe(2);
    expect(refused.out).toContain('--force');

    expect(fileHashes(path.join(dst.DATA_DIR, 'upload'))).toEqual(srcFiles);
    const copy = await openSite(dst);
    try {
      const after = await readSite(copy, refs);
      expect(after).toEqual(before);
    } finally {
      await copy.close();
    }
    expect(before.pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPoppler()) expect(pdfText(before.pdf.bytes)).toContain('王备份');
    else console.warn('poppler-utils missing (apt-get install poppler-utils): the PDF text was not read');
  }, 240_000);

  it('refuses an archive whose migrations this build does not know, before touching anything', async () => {
    const known = buildMigrations();
    const future = { tag: '9999_future', hash: 'f'.repeat(64), createdAt: Date.now() };
    const applied = known.map((m) => ({ tag: m.tag, hash: m.hash, createdAt: m.when }));
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: 1,
      app: { version: '9.0.0', commit: null },
      createdAt: new Date().toISOString(),
      database: {
        kind,
        file: kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP,
        serverVersion: 'PostgreSQL 18.6 (PGlite 0.5.16)',
        migrations: [...applied, future],
        counts: {},
      },
      files: { provider: 'local', localDirSetting: null, localDir: '/nowhere', count: 0, bytes: 0 },
    };
    const dir = path.join(root, 'newer');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const archive = path.join(root, 'newer.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', dir, 'manifest.json']);
    const target = { DATA_DIR: path.join(root, 'empty'), DATABASE_URL: kind === 'postgres' ? dst.DATABASE_URL : '' };
    const res = await runScript('restore', [archive], target);
    expect(res.code, res.out).toBe(2);
    expect(res.out).toContain('1 migration(s) this build does not know (9999_future)');
    expect(fs.readdirSync(target.DATA_DIR)).toEqual([]);

    // An archive of an older build is fine: the next start applies the rest.
    expect(migrationProblem(applied.slice(0, 3), known)).toBeNull();
    expect(pendingMigrations(applied.slice(0, 3), known)).toEqual(known.slice(3).map((m) => m.tag));
    expect(() => parseManifest('{"format":"other"}')).toThrow('not a Xuekao backup');
  }, 60_000);
});
