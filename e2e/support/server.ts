/**
 * The real server for the browser tests: a fresh embedded database in a temporary folder, the product
 * seed plus the e2e fixtures, and the built web app. Playwright starts it (webServer) and stops it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { seedE2eFixtures } from '../../apps/server/src/db/seed/e2e-fixtures.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xuekao-e2e-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
const database = await prepareDatabase(config, () => {});
await seedE2eFixtures(database.db);
const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: '127.0.0.1' });

/**
 * Test harness only (never part of the product), on PORT + 1: `/?key=` answers a graphic captcha by its key,
 * so a browser test can pass a reading check the way a person reading the image would; `/sms?mobile=&type=`
 * answers the last SMS code sent to a mobile (type 4, login, by default), the one the dev provider only logs,
 * as a person reading their phone would.
 */
const peek = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const q = url.searchParams;
  const key =
    url.pathname === '/sms' ? `sms:${q.get('type') ?? '4'}:${q.get('mobile') ?? ''}` : `captcha:${q.get('key') ?? ''}`;
  void app.ctx.kv.get(key).then((v) => res.end(v ?? ''));
});
peek.listen(config.PORT + 1, '127.0.0.1');
const stop = async () => {
  peek.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
