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
import { startStorageStandIn } from '../../apps/server/test/stand-ins/storage/server.ts';
import { STAND_IN_KEYS } from './storage.ts';

// E2E_DATA_DIR: a folder kept over restarts (tests/exam-restart.spec.ts kills this server and starts it
// again on the same data); by default a fresh one, removed at the end.
const keptDir = process.env.E2E_DATA_DIR;
if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'xuekao-e2e-'));
/** Local stand-ins of Aliyun OSS, Qiniu and Tencent COS (verifying signatures), for staff switching to them. */
const storage = await startStorageStandIn(STAND_IN_KEYS);
const PORT = Number(process.env.PORT ?? 18080);
const config = loadConfig({
  ...process.env,
  STORAGE_ENDPOINT: storage.url,
  // The local HLS server of the live spec (tests/live-hls.spec.ts), which the live player may fetch from.
  LIVE_ENDPOINT: `http://127.0.0.1:${PORT + 2}`,
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
 * as a person reading their phone would. `/storage` answers the storage stand-ins' address and
 * `/storage/object?vendor=oss|qiniu|cos&key=` the size of an object a stand-in holds (404 when none), as an
 * operator would look into the bucket's console.
 */
const peek = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const q = url.searchParams;
  if (url.pathname === '/storage') return void res.end(storage.url);
  if (url.pathname === '/storage/object') {
    const vendor = q.get('vendor');
    const handler = vendor === 'oss' || vendor === 'qiniu' || vendor === 'cos' ? storage[vendor] : null;
    const bytes = handler?.store.get(q.get('key') ?? '');
    res.statusCode = bytes ? 200 : 404;
    return void res.end(bytes ? String(bytes.length) : '');
  }
  const key =
    url.pathname === '/sms' ? `sms:${q.get('type') ?? '4'}:${q.get('mobile') ?? ''}` : `captcha:${q.get('key') ?? ''}`;
  void app.ctx.kv.get(key).then((v) => res.end(v ?? ''));
});
peek.listen(config.PORT + 1, '127.0.0.1');
const stop = async () => {
  peek.close();
  await app.close();
  await storage.close();
  await database.close();
  if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
