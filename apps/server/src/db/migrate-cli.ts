import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, WAIT_TEXT } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
await database.exclusive(
  () => database.migrate(),
  () => console.log(WAIT_TEXT),
);
await database.close();
console.log(`migrations applied (${database.kind})`);
