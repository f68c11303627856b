import { loadConfig } from '../config.ts';
import { prepareDatabase } from './prepare.ts';

const config = loadConfig();
const database = await prepareDatabase(config);
await database.close();
console.log(`database migrated and seeded (${database.kind})`);
