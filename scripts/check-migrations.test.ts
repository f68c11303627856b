import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkMigrations, DEFAULT_DIR, MANIFEST, readManifest, updateManifest } from './check-migrations.ts';

let dir: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
const entry = (idx: number, tag: string) => ({
  idx,
  version: '7',
  when: 1_700_000_000_000 + idx,
  tag,
  breakpoints: true,
});
function addMigration(idx: number, tag: string, sql: string) {
  write(`${tag}.sql`, sql);
  write(`meta/${tag.split('_')[0]}_snapshot.json`, JSON.stringify({ id: tag, tables: {} }));
  const journal = path.join(dir, 'meta', '_journal.json');
  const j = fs.existsSync(journal)
    ? JSON.parse(fs.readFileSync(journal, 'utf8'))
    : { version: '7', dialect: 'postgresql', entries: [] };
  j.entries.push(entry(idx, tag));
  write('meta/_journal.json', JSON.stringify(j, null, 2));
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-landed-'));
  addMigration(0, '0000_init', 'CREATE TABLE a (id text);\n');
  expect(updateManifest(dir)).toEqual({ errors: [], added: ['0000_init'] });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('check-migrations', () => {
  it('passes on untouched landed migrations and lists new ones without failing', () => {
    expect(checkMigrations(dir)).toEqual({ errors: [], added: [] });
    addMigration(1, '0001_next', 'ALTER TABLE a ADD COLUMN b text;\n');
    expect(checkMigrations(dir)).toEqual({ errors: [], added: ['0001_next'] });
    expect(updateManifest(dir).errors).toEqual([]);
    expect(Object.keys(readManifest(dir).migrations)).toEqual(['0000_init', '0001_next']);
  });

  it('fails when a landed SQL file changes, and --update refuses to bless it', () => {
    write('0000_init.sql', 'CREATE TABLE a (id text, x int);\n');
    const r = checkMigrations(dir);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(/^0000_init\.sql: changed after landing/);
    const before = fs.readFileSync(path.join(dir, MANIFEST), 'utf8');
    expect(updateManifest(dir).errors).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')).toBe(before);
  });

  it('fails when a landed migration is deleted or its journal entry or snapshot changes', () => {
    const journal = path.join(dir, 'meta', '_journal.json');
    const j = JSON.parse(fs.readFileSync(journal, 'utf8'));
    j.entries[0].when += 1;
    fs.writeFileSync(journal, JSON.stringify(j));
    write('meta/0000_snapshot.json', JSON.stringify({ id: '0000_init', tables: { a: {} } }));
    expect(checkMigrations(dir).errors).toEqual([
      '0000_init: meta snapshot changed after landing',
      '0000_init: meta/_journal.json entry changed or removed after landing',
    ]);
    fs.rmSync(path.join(dir, '0000_init.sql'));
    expect(checkMigrations(dir).errors).toEqual(['0000_init.sql: landed but missing']);
  });

  it('keeps the hash of a snapshot that is only reformatted', () => {
    const file = path.join(dir, 'meta', '0000_snapshot.json');
    fs.writeFileSync(file, JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')), null, 4));
    expect(checkMigrations(dir).errors).toEqual([]);
  });

  it('the command line exits 1 on a changed landed migration and 0 otherwise', () => {
    const run = () => {
      try {
        execFileSync('npx', ['tsx', path.join(import.meta.dirname, 'check-migrations.ts'), '--dir', dir], {
          encoding: 'utf8',
          stdio: 'pipe',
        });
        return 0;
      } catch (e) {
        return (e as { status: number }).status;
      }
    };
    expect(run()).toBe(0);
    fs.appendFileSync(path.join(dir, '0000_init.sql'), '-- edited\n');
    expect(run()).toBe(1);
  });

  it("the repository's own migrations match their manifest", () => {
    expect(checkMigrations(DEFAULT_DIR).errors).toEqual([]);
  });
});
