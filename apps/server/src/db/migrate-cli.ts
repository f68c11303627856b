import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
