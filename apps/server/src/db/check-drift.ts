/**
 * Migration-drift check: generates migrations from the schema into a copy of the committed ones; any new
 * file means the schema changed without `npm run db:generate`. Exit code 1 on drift.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from './client.ts';

// drizzle-kit wants a path relative to the working directory
fs.mkdirSync('.tmp', { recursive: true });
const tmp = path.relative(process.cwd(), fs.mkdtempSync(path.join('.tmp', 'drift-')));
fs.cpSync(MIGRATIONS_DIR, tmp, { recursive: true });
const before = fs.readdirSync(tmp).filter((f) => f.endsWith('.sql')).length;
const out = execFileSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema/index.ts',
    '--out',
    tmp,
    '--casing',
    'snake_case',
    '--name',
    'drift',
  ],
  { encoding: 'utf8' },
);
const after = fs.readdirSync(tmp).filter((f) => f.endsWith('.sql')).length;
fs.rmSync(tmp, { recursive: true, force: true });
if (after !== before || !/No schema changes/i.test(out)) {
  console.error(out);
  console.error('Schema and committed migrations disagree: run `npm run db:generate` and commit the migration.');
  process.exit(1);
}
console.log('migrations match the schema');
