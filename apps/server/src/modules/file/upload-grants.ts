import type { AppContext } from '@server/app-context.ts';
import { newId } from '@server/lib/ids.ts';
import {
  findUploadsByKeyPrefix,
  findUploadsByKeyPrefixBefore,
  insertUploads,
  type UploadRow,
  updateUploadIfKey,
} from './file.queries.ts';
import { cosAbortUpload } from './storage/cos.ts';
import { storageOf } from './storage/index.ts';
import { isPrivateKey } from './storage/keys.ts';
import { DailyQuota } from './upload-quota.ts';

/**
 * Direct-upload grants (docs/decisions/files-storage.md "Direct-upload grants"): a token hands the browser a key at the
 * vendor; until `/api/common/file/record` the grant is a `sys_upload` row whose key is a marker
 * `pending:<key>|<provider>|<uploadId>|<name>` and whose size is the declared size. So the list of grants is
 * durable (database, not kv: a kv entry is lost on restart without Redis), the daily quota read from
 * `sys_upload` after a restart still counts what was reserved, and nothing else that reads `sys_upload` by
 * key (face photos must be one's own upload) mistakes a grant for an upload. Recording turns the row into
 * the upload (compare-and-set on the marker: once); the sweep deletes, at the vendor, objects of grants
 * never recorded once they expired, then the row.
 */

/** How long a grant can be recorded (a large video may take a while to upload). */
export const GRANT_SEC = 3 * 60 * 60;
/** The sweep waits this much longer, so a record under way when a grant expires never races it. */
const SWEEP_MARGIN_SEC = 10 * 60;
/** Grants whose object cannot be deleted (vendor settings removed) are given up after this long. */
const GIVE_UP_SEC = 7 * 24 * 60 * 60;
const PENDING = 'pending:';
const KEY_MAX = 512;
const BATCH = 100;

export interface Grant {
  id: string;
  userId: string;
  key: string;
  provider: string;
  /** Tencent COS: the multipart upload the part signatures are bound to. */
  uploadId: string;
  name: string;
  /** Declared bytes (reserved in the daily quota; the most the vendor accepts). */
  size: number;
  createTime: Date;
  /** The row's key as stored (the compare-and-set value). */
  marker: string;
}

function markerOf(g: Pick<Grant, 'key' | 'provider' | 'uploadId' | 'name'>): string {
  const head = `${PENDING}${g.key}|${g.provider}|${g.uploadId}|`;
  return head + g.name.slice(0, Math.max(0, KEY_MAX - head.length));
}

function parse(row: UploadRow): Grant | null {
  if (!row.fileKey.startsWith(PENDING)) return null;
  const [key = '', provider = '', uploadId = '', ...name] = row.fileKey.slice(PENDING.length).split('|');
  return {
    id: row.id,
    userId: row.userId,
    key,
    provider,
    uploadId,
    name: name.join('|'),
    size: row.size,
    createTime: row.createTime,
    marker: row.fileKey,
  };
}

/** Remembers a grant (after the quota reserved its file and bytes). */
export async function saveGrant(
  app: AppContext,
  g: { userId: string; key: string; provider: string; uploadId?: string; name: string; size: number },
): Promise<void> {
  const fileKey = markerOf({ ...g, uploadId: g.uploadId ?? '' });
  await insertUploads(app.db, [{ id: newId(), userId: g.userId, fileKey, size: g.size, private: isPrivateKey(g.key) }]);
}

/** The unexpired grant of `key` to `userId`, or null. */
export async function findGrant(app: AppContext, userId: string, key: string, now = Date.now()): Promise<Grant | null> {
  if (key.includes('|')) return null;
  const rows = await findUploadsByKeyPrefix(app.db, userId, `${PENDING}${key}|`);
  const g = rows.length === 1 && rows[0] ? parse(rows[0]) : null;
  return g && g.createTime.getTime() > now - GRANT_SEC * 1000 ? g : null;
}

/**
 * Ends a grant: `size` turns the row into the recorded upload of that size, null deletes it. False when
 * another call (a second record, the sweep) ended it first.
 */
export function settleGrant(app: AppContext, g: Grant, size: number | null): Promise<boolean> {
  return updateUploadIfKey(app.db, g.id, g.marker, size === null ? null : { fileKey: g.key, size });
}

/**
 * Deletes at the vendor the objects (and for COS the unfinished multipart upload) of grants that expired
 * without a record, then their rows, giving a grant of today back to the user's daily quota. A vendor
 * failure keeps the row for the next sweep (given up after a week). Answers how many grants it ended.
 */
export async function sweepExpiredGrants(app: AppContext, now = Date.now()): Promise<number> {
  const rows = await findUploadsByKeyPrefixBefore(
    app.db,
    PENDING,
    new Date(now - (GRANT_SEC + SWEEP_MARGIN_SEC) * 1000),
    BATCH,
  );
  let ended = 0;
  for (const row of rows) {
    const g = parse(row);
    if (!g) continue;
    try {
      const { settings, storage } = await storageOf(app, g.provider);
      if (g.provider === 'qcloud' && g.uploadId) {
        await cosAbortUpload(settings, app.config.STORAGE_ENDPOINT, g.key, g.uploadId);
      }
      if (g.key) await storage.remove(g.key);
    } catch (err) {
      if (g.createTime.getTime() > now - GIVE_UP_SEC * 1000) {
        app.log.warn({ err, key: g.key, provider: g.provider }, '过期上传凭证的文件删除失败，下次再试');
        continue;
      }
      app.log.error({ err, key: g.key, provider: g.provider }, '过期上传凭证的文件一周仍无法删除，已放弃');
    }
    // Opened before the row goes: a quota first read from sys_upload then still counts this grant.
    const quota = sameDay(g.createTime, new Date(now)) ? await DailyQuota.open(app, g.userId) : null;
    if (!(await settleGrant(app, g, null))) continue;
    ended++;
    await quota?.giveBack(1, g.size);
  }
  return ended;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
