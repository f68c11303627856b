import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { MIN_HASH_N, setPasswordCost } from '../src/lib/password.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: path of a data-dir tarball holding a migrated and seeded database. */
    pgliteTemplate: string;
    /** PostgreSQL mode: name of a migrated and seeded template database. */
    pgTemplate: string;
  }
}

/** The local upload folder of the test apps (DATA_DIR of build-test-app.ts): the demo course's media go there. */
const TEST_UPLOAD_DIR = '/tmp/xuekao-test/upload/';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Prepares one migrated, seeded database per test run; every test file then starts from a copy of it
 * (PGlite: a loaded data-dir tarball; PostgreSQL: CREATE DATABASE ... TEMPLATE), never from initdb.
 */
export default async function setup(project: TestProject) {
  // The seeded admin and student get the cheap test cost too (see PASSWORD_HASH_N in build-test-app.ts).
  setPasswordCost(MIN_HASH_N);
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `xk_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { uploadDir: TEST_UPLOAD_DIR });
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const res = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'xk_t_${process.pid}_%'`);
      for (const r of res.rows as Array<{ datname: string }>)
        await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const lite = await PGlite.create();
  const database = await openDatabase({ pglite: lite });
  await database.migrate();
  await seedDatabase(database.db, { uploadDir: TEST_UPLOAD_DIR });
  const dump = await lite.dumpDataDir('none');
  const dir = path.join(process.cwd(), '.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
