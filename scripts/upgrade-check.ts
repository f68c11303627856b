/**
 * `npm run upgrade:check` (issue 26 item 4): an upgrade as a site does it, on PostgreSQL.
 *
 * 1. The previous release (by default the parent of the commit that added the newest migration, so the
 *    upgrade has at least one migration to apply; `--from <commit>` picks another) is checked out into a
 *    temporary git worktree and started from source on a fresh database: it migrates and seeds.
 * 2. Data goes in through its API as staff and a learner would: a bank, an exam, a learner who answers
 *    and hands in.
 * 3. The previous release stops (SIGTERM); two processes of this checkout start at the same moment on the
 *    same database: one migrates while the other waits on the set-up lock (db/client.ts `exclusive`), each
 *    migration is recorded once, and both serve the data written before (the learner's result, the exam).
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (or CI_DATABASE_URL) and the git history; prints ok/FAIL lines and
 * exits 1 on a failure. Cleans up its database, worktree and processes in every case.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SETUP_LOCK_KEY, WAIT_TEXT } from '../apps/server/src/db/client.ts';
import { setUpExam } from './deploy-exam.ts';
import { call } from './deploy-probe.ts';
import { freePort, REPO_ROOT } from './deploy-site.ts';
import { type Release, startRelease, stopRelease, waitLog, waitUp } from './upgrade-release.ts';

const BASE_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const dbUrl = (name: string) => Object.assign(new URL(BASE_URL), { pathname: `/${name}` }).toString();

let failures = 0;
function check(ok: boolean, what: string, detail = ''): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures++;
}

/** The commit before the newest migration was added (or `--from`). */
function previousRelease(): string {
  const i = process.argv.indexOf('--from');
  if (i > 0 && process.argv[i + 1]) return git('rev-parse', process.argv[i + 1]!);
  const added = git('log', '-1', '--format=%H', '--diff-filter=A', '--', 'apps/server/src/db/migrations/*.sql');
  if (!added) throw new Error('no commit added a migration: nothing to upgrade from');
  return git('rev-parse', `${added}^`);
}

/** The migration files of a tree (names without .sql), from its drizzle journal. */
function journal(root: string): string[] {
  const file = path.join(root, 'apps/server/src/db/migrations/meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Array<{ tag: string }> }).entries.map((e) => e.tag);
}

/**
 * A worktree of `commit` whose node_modules reuses this checkout's packages, except the workspace's own
 * (@xuekao/*), which point at the worktree's sources so the old release runs its own contracts.
 */
function checkOut(commit: string, dir: string): void {
  git('worktree', 'add', '--detach', '--force', dir, commit);
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (name === '@xuekao' || name === '.bin' || name.startsWith('.package-lock')) continue;
    fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(modules, name));
  }
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules/.bin'), path.join(modules, '.bin'));
  fs.mkdirSync(path.join(modules, '@xuekao'));
  for (const [name, target] of [
    ['contracts', 'packages/contracts'],
    ['server', 'apps/server'],
  ] as const) {
    fs.symlinkSync(path.join(dir, target), path.join(modules, '@xuekao', name));
  }
  const serverModules = path.join(REPO_ROOT, 'apps/server/node_modules');
  if (fs.existsSync(serverModules) && !fs.existsSync(path.join(dir, 'apps/server/node_modules')))
    fs.symlinkSync(serverModules, path.join(dir, 'apps/server/node_modules'));
}

async function main(): Promise<void> {
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    console.log('upgrade check skipped: a shallow clone has no earlier release to start');
    return;
  }
  const from = previousRelease();
  const oldTags = journal(path.join(REPO_ROOT)).filter((t) =>
    git('ls-tree', '--name-only', from, `apps/server/src/db/migrations/${t}.sql`),
  );
  const newTags = journal(REPO_ROOT);
  console.log(`upgrade ${from.slice(0, 9)} (${oldTags.length} migrations) -> this checkout (${newTags.length})`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-upgrade-'));
  const dbName = `xk_upgrade_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  const running: Release[] = [];
  const password = `Up${Math.random().toString(36).slice(2, 10)}9a`;
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const env = { DATABASE_URL: dbUrl(dbName), ADMIN_PASSWORD: password };
    const oldDir = path.join(tmp, 'release');
    checkOut(from, oldDir);
    const old = startRelease(oldDir, await freePort(), { ...env, DATA_DIR: path.join(tmp, 'data-old') }, tmp);
    running.push(old);
    await waitUp(old, 180_000);
    check(true, 'the previous release migrated, seeded and serves');

    const origin = `http://127.0.0.1:${old.port}`;
    const adminToken = (await call<{ token: string }>(origin, '/api/sys/user/login', { username: 'admin', password }))
      .token;
    const exam = await setUpExam(origin, adminToken);
    const detail = await call<{ groups: Array<{ quList: Array<{ quId: string }> }> }>(
      origin,
      '/api/paper/paper/paper-detail',
      { id: exam.paperId },
      exam.learner.token,
    );
    const quId = detail.groups[0]?.quList[0]?.quId ?? '';
    const qu = await call<{ qu: { answerList: Array<{ id: string; content: string }> } }>(
      origin,
      '/api/paper/paper/qu-detail',
      { paperId: exam.paperId, quId },
      exam.learner.token,
    );
    const right = qu.qu.answerList.find((o) => o.content.includes('2'))?.id ?? '';
    await call(
      origin,
      '/api/paper/paper/fill-answer',
      { paperId: exam.paperId, quId, answer: { optionIds: [right] } },
      exam.learner.token,
    );
    const handed = await call<{ userScore: number }>(
      origin,
      '/api/paper/paper/hand-exam',
      { id: exam.paperId },
      exam.learner.token,
    );
    check(
      handed.userScore === 1,
      'a learner answered and handed in on the previous release',
      `score ${handed.userScore}`,
    );
    await stopRelease(old, 30_000);
    check(old.child.exitCode === 0, 'the previous release stopped on SIGTERM', `exit ${old.child.exitCode}`);

    // Two processes of this checkout at the same moment on the same database, while the check holds the
    // set-up lock: both must wait for it (a process that migrated without it would not); on release one
    // migrates and seeds, the other waits again, then finds the work done.
    const lock = new pg.Client({ connectionString: dbUrl(dbName) });
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    const news = await Promise.all(
      [1, 2].map(async (n) =>
        startRelease(REPO_ROOT, await freePort(), { ...env, DATA_DIR: path.join(tmp, `data-${n}`) }, tmp),
      ),
    );
    running.push(...news);
    await Promise.all(news.map((p) => waitLog(p, WAIT_TEXT, 180_000)));
    check(true, 'two processes starting together both wait on the set-up lock');
    await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    await lock.end();
    await Promise.all(news.map((p) => waitUp(p, 180_000)));
    const site = new pg.Client({ connectionString: dbUrl(dbName) });
    await site.connect();
    const m = await site.query(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations',
    );
    await site.end();
    const { n, d } = m.rows[0] as { n: number; d: number };
    check(
      n === newTags.length && d === n,
      'every migration is recorded once',
      `${n} rows, ${d} distinct, ${newTags.length} files`,
    );
    check(newTags.length > oldTags.length, 'the upgrade applied migrations', `${newTags.length - oldTags.length} new`);

    for (const p of news) {
      const o = `http://127.0.0.1:${p.port}`;
      const result = await call<{ userScore: number; state: number }>(
        o,
        '/api/paper/paper/paper-result',
        { id: exam.paperId },
        exam.learner.token,
      );
      check(
        result.userScore === 1 && result.state === 2,
        `process ${p.port} reads the result handed in before the upgrade`,
        `score ${result.userScore}, state ${result.state}`,
      );
      const list = await call<{ records: Array<{ id: string }> }>(
        o,
        '/api/exam/exam/paging',
        { current: 1, size: 10, params: {} },
        adminToken,
      );
      check(
        list.records.some((r) => r.id === exam.examId),
        `process ${p.port} lists the exam made before the upgrade`,
      );
    }
  } finally {
    await Promise.all(running.map((p) => stopRelease(p, 15_000)));
    try {
      git('worktree', 'remove', '--force', path.join(tmp, 'release'));
    } catch {
      // not created
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  if (failures) throw new Error(`${failures} upgrade check(s) failed`);
  console.log('upgrade check passed');
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
