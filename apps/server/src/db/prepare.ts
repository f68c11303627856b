import path from 'node:path';
import { type AppConfig, defaultLocalUpload } from '../config.ts';
import { setPasswordCost } from '../lib/password.ts';
import { fillMissingAnalysis } from '../modules/stat/analysis-rollup.queries.ts';
import { type Database, openDatabase, WAIT_TEXT } from './client.ts';
import { seedDatabase } from './seed/index.ts';

/** Opens the configured database, applies migrations and ensures the seed: what `npm start` does. */
export async function prepareDatabase(config: AppConfig, log: (m: string) => void = console.log): Promise<Database> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: config.DB_POOL_SIZE,
    onIdleError: (err) => log(`postgres: idle connection ended (${err.message}); it will be replaced`),
  });
  // Migrations and the seed under the set-up lock: a second process starting at the same moment (a rolling
  // upgrade, two units started together) waits here, then finds them applied instead of applying them twice.
  await database.exclusive(
    async () => {
      await database.migrate();
      setPasswordCost(config.PASSWORD_HASH_N);
      await seedDatabase(database.db, {
        adminPassword: config.ADMIN_PASSWORD,
        production: config.NODE_ENV === 'production',
        uploadDir: defaultLocalUpload(config).localDir,
        log,
      });
      if (await fillMissingAnalysis(database.db))
        log('statistics: analysis roll-ups filled from the existing papers, trainings and study rows');
    },
    () => log(`database: ${WAIT_TEXT}`),
  );
  return database;
}
