import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Maintenance mode (issue 26 item 4), as mature LMSs have it: while on, learners see a notice, no new exam
 * starts, study session or contest match begins, and papers in progress go on to their hand-in. Two ways
 * to switch it, either is enough:
 * - the admin switch (系统配置 > 开关, `maintenance` + `maintenanceMsg`, in the database: every process);
 * - the command line `npm run maintenance -- on [--message 文本] | off | status`, which writes
 *   DATA_DIR/maintenance.json on this host (for a rollout from the shell; a site with several hosts
 *   runs it on each, or uses the admin switch).
 */

export const MAINTENANCE_FILE = 'maintenance.json';
/** What learners read when staff gave no text. */
export const MAINTENANCE_DEFAULT_MSG = '系统维护中，暂停开始新的考试、学习和竞赛，进行中的考试不受影响，请稍后再试。';
/** How long a process trusts its last look at the file. */
const FILE_TTL_MS = 2000;

export interface Maintenance {
  on: boolean;
  msg: string;
}

export interface MaintenanceFile {
  on: boolean;
  msg?: string;
  at?: string;
}

export const maintenanceFilePath = (dataDir: string) => path.join(dataDir, MAINTENANCE_FILE);

/** The file's state; no file (or an unreadable one) is off. */
export async function readMaintenanceFile(dataDir: string): Promise<MaintenanceFile> {
  try {
    const v = JSON.parse(await fs.readFile(maintenanceFilePath(dataDir), 'utf8')) as Partial<MaintenanceFile>;
    return { on: v.on === true, msg: typeof v.msg === 'string' ? v.msg.slice(0, 200) : '' };
  } catch {
    return { on: false };
  }
}

/** Reads the file at most every FILE_TTL_MS (a cheap check on the hot create-paper path). */
export function maintenanceFileWatch(dataDir: string): () => Promise<MaintenanceFile> {
  let last: { at: number; value: Promise<MaintenanceFile> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > FILE_TTL_MS) last = { at: Date.now(), value: readMaintenanceFile(dataDir) };
    return last.value;
  };
}

/** The switch and the file combined: the file's text wins when it has one. */
export function combineMaintenance(sw: { maintenance: boolean; maintenanceMsg: string }, file: MaintenanceFile) {
  const on = sw.maintenance || file.on;
  const msg = (file.on && file.msg) || (sw.maintenance && sw.maintenanceMsg) || MAINTENANCE_DEFAULT_MSG;
  return { on, msg: on ? msg : '' } satisfies Maintenance;
}
