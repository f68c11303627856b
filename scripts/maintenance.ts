/**
 * `npm run maintenance -- on [--message 文本] | off | status` (issue 26 item 4): maintenance mode from the
 * shell, for a rollout (docs/ARCHITECTURE.md "Rolling out"). Writes or removes DATA_DIR/maintenance.json,
 * which every server process on this host reads within 2 s (apps/server/src/context/maintenance.ts); the
 * admin switch (系统配置 > 开关 > 维护模式) does the same for every host through the database.
 */
import fs from 'node:fs';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  MAINTENANCE_DEFAULT_MSG,
  type MaintenanceFile,
  maintenanceFilePath,
  readMaintenanceFile,
} from '../apps/server/src/context/maintenance.ts';

const [command, ...rest] = process.argv.slice(2);
const { DATA_DIR } = loadConfig();
const file = maintenanceFilePath(DATA_DIR);

if (command === 'on') {
  const i = rest.indexOf('--message');
  const msg = i >= 0 ? (rest[i + 1] ?? '').trim() : '';
  if (msg.length > 200) {
    console.error('the message is at most 200 characters');
    process.exit(2);
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const state: MaintenanceFile = { on: true, msg, at: new Date().toISOString() };
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
  fs.renameSync(`${file}.tmp`, file);
  console.log(`maintenance on (${file}): ${msg || MAINTENANCE_DEFAULT_MSG}`);
} else if (command === 'off') {
  fs.rmSync(file, { force: true });
  console.log(`maintenance off (${file} removed; the admin switch, if on, still applies)`);
} else if (command === 'status') {
  const state = await readMaintenanceFile(DATA_DIR);
  console.log(
    state.on ? `maintenance on by ${file}: ${state.msg || MAINTENANCE_DEFAULT_MSG}` : `no maintenance file (${file})`,
  );
} else {
  console.error('usage: npm run maintenance -- on [--message 文本] | off | status');
  process.exit(2);
}
