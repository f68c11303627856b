/**
 * The programs backup and restore run: the system `tar` (GNU tar on Debian) for the archive, and PostgreSQL's
 * `pg_dump` / `pg_restore` (PATH, or the folder PG_BIN names, e.g. /usr/lib/postgresql/16/bin).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Refusal } from './backup-shared.ts';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end; a missing program rejects with ENOENT. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function runOk(what: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv): Promise<RunResult> {
  let res: RunResult;
  try {
    res = await run(cmd, args, env);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Refusal(`${cmd} not found: ${what} needs it`);
    throw e;
  }
  if (res.code !== 0) throw new Error(`${what} failed (${path.basename(cmd)} exit ${res.code}): ${res.stderr.trim()}`);
  return res;
}

/** Writes a gzipped tar of `members` (paths relative to `dir`; a symbolic link on the way is followed). */
export async function createTar(archive: string, dir: string, members: string[]): Promise<void> {
  const list = `${archive}.list`;
  fs.writeFileSync(list, `${members.join('\0')}\0`);
  try {
    await runOk('writing the archive', 'tar', ['-czf', archive, '-C', dir, '--no-recursion', '--null', '-T', list]);
  } finally {
    fs.rmSync(list, { force: true });
  }
}

/** Extracts an archive (or only the named members) into `dir`; GNU tar keeps every member inside it. */
export async function extractTar(archive: string, dir: string, members: string[] = []): Promise<void> {
  const only = members.length ? ['--occurrence=1', ...members] : [];
  await runOk('reading the archive', 'tar', ['-xzf', archive, '-C', dir, '--no-same-owner', ...only]);
}

/** A PostgreSQL program: PG_BIN/<name> when PG_BIN is set, else <name> on PATH. */
export const pgProgram = (name: 'pg_dump' | 'pg_restore') =>
  process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;

/** The major version of pg_dump or pg_restore (`pg_dump (PostgreSQL) 15.20 ...` -> 15); refuses when missing. */
export async function toolMajor(name: 'pg_dump' | 'pg_restore'): Promise<{ major: number; version: string }> {
  let res: RunResult;
  try {
    res = await run(pgProgram(name), ['--version']);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    throw new Refusal(
      `${name} not found: install PostgreSQL's client programs of the server's version ` +
        `(Debian: apt-get install postgresql-client-<major>) or set PG_BIN to their folder`,
    );
  }
  const m = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(res.stdout);
  if (!m) throw new Error(`cannot read the version of ${name}: ${res.stdout.trim() || res.stderr.trim()}`);
  return { major: Number(m[1]), version: `${m[1]}${m[2] ? `.${m[2]}` : ''}` };
}

/**
 * The connection of a DATABASE_URL for libpq programs: the URL without its password (command lines are
 * visible to every user of the machine) and the password in PGPASSWORD.
 */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { dbname: u.toString(), env };
}

export async function pgDump(url: string, snapshot: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  await runOk(
    'pg_dump',
    pgProgram('pg_dump'),
    ['-Fc', `--snapshot=${snapshot}`, '-f', file, `--dbname=${dbname}`],
    env,
  );
}

/** Restores a custom-format dump in one transaction: on any error the database is left as it was. */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  await runOk(
    'pg_restore',
    pgProgram('pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}
