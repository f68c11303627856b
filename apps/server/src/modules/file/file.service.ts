import { once } from 'node:events';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import {
  extOf,
  UPLOAD_KINDS,
  UPLOAD_MAX_FILES,
  type UploadedFile,
  type UploadResult,
  uploadKindOf,
} from '@xuekao/contracts';
import type { FastifyRequest } from 'fastify';
import { insertUploads } from './file.queries.ts';
import { ALL_EXTS, MIME, SNIFF_BYTES, sniffedExt } from './file-types.ts';
import { signedUrl } from './private-files.ts';
import { siteAddress } from './site-address.ts';
import { activeStorage } from './storage/index.ts';
import { dateFolder, randomName } from './storage/keys.ts';
import type { StorageProvider } from './storage/types.ts';
import { DailyQuota } from './upload-quota.ts';

const MB = 1024 * 1024;

const tooLarge = (label: string, maxMB: number) => AppError.fail(`${label}大小不能超过 ${maxMB} MB！`);
/** What one upload request may store: the user's daily quota (reserved as it goes), and whether it is a face photo. */
interface StoreLimits {
  quota: DailyQuota;
  /** `biz=face`: the learner's face photo, stored as a private photo under an unguessable name. */
  face: boolean;
}

/**
 * Stores one file of the request: type by extension, content by its first bytes, size by the kind's cap
 * (counted while streaming, so nothing is buffered whole). Answers the stored key and the file's address.
 */
async function storeOne(storage: StorageProvider, part: MultipartFile, limits: StoreLimits): Promise<Stored> {
  const name = part.filename || 'file';
  const ext = extOf(name);
  const kind = uploadKindOf(name);
  if (!kind) {
    throw AppError.fail(`不支持的文件类型${ext ? `：.${ext}` : ''}，只能上传 ${ALL_EXTS.join('/')} 格式的文件！`);
  }
  if (limits.face && kind !== 'image') throw AppError.fail('人脸照片只支持JPG或PNG图片！');
  const { maxMB, label } = UPLOAD_KINDS[kind];
  const cap = maxMB * MB;
  const iter = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let headLen = 0;
  let ended = false;
  while (headLen < SNIFF_BYTES) {
    const r = await iter.next();
    if (r.done) {
      ended = true;
      break;
    }
    chunks.push(r.value);
    headLen += r.value.length;
  }
  if (headLen === 0) throw AppError.fail(`文件“${name}”是空文件，不能上传！`);
  const head = Buffer.concat(chunks);
  const storedExt = sniffedExt(kind, ext, head);
  if (!storedExt) throw AppError.fail(`文件“${name}”的内容与扩展名不符，请确认文件类型！`);
  if (limits.face && storedExt === 'gif') throw AppError.fail('人脸照片只支持JPG或PNG图片！');
  if (head.length > cap) throw tooLarge(label, maxMB);
  await limits.quota.reserveBytes(head.length);

  let size = head.length;
  const body = Readable.from(
    (async function* () {
      yield head;
      if (ended) return;
      for (;;) {
        const r = await iter.next();
        if (r.done) break;
        size += r.value.length;
        if (size > cap) throw tooLarge(label, maxMB);
        await limits.quota.reserveBytes(r.value.length);
        yield r.value;
      }
    })(),
  );
  const key = limits.face
    ? `face/${dateFolder()}/${randomName()}.${storedExt}`
    : `${dateFolder()}/${newId()}.${storedExt}`;
  let url: string;
  try {
    ({ url } = await storage.put({ key, body, contentType: MIME[storedExt] ?? 'application/octet-stream' }));
  } catch (e) {
    // The multipart limit (largest cap of all kinds) cut the stream: the same message as our own cap.
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(label, maxMB);
    throw e;
  }
  if (part.file.truncated) {
    await storage.remove(key);
    throw tooLarge(label, maxMB);
  }
  return { key, url, name, size, private: limits.face };
}

type Stored = UploadedFile & { key: string; private: boolean };

/**
 * After a refusal, reads and discards the rest of the request before answering: a client still sending
 * a large body would otherwise wait for the connection to time out before seeing the message.
 */
async function drainRequest(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
  const timer = new AbortController();
  await Promise.race([
    once(raw, 'end').catch(() => undefined),
    sleep(60_000, undefined, { signal: timer.signal }).catch(() => undefined),
  ]);
  timer.abort();
}

/**
 * `/api/common/file/upload`: stores every file part of the request (up to 100) with the active upload
 * provider, within the user's daily quota (UPLOAD_DAILY_MB, UPLOAD_DAILY_FILES; reserved atomically before
 * storing, so parallel uploads cannot exceed it), and records who uploaded
 * what (`sys_upload`). The form field `biz=face` before the file makes it the learner's private face photo
 * (an unguessable name under face/, answered as a signed address). Other form fields are accepted and
 * ignored. A request that fails part-way keeps none of its files, so the caller never holds addresses of a
 * half-done upload. Addresses are absolute under SITE_URL when CORS_ORIGINS is set (site-address.ts).
 */
export async function uploadFiles(app: AppContext, req: FastifyRequest, userId: string): Promise<UploadResult> {
  if (!req.isMultipart()) throw AppError.badParams('请使用 multipart/form-data 上传文件！');
  const storage = await activeStorage(app);
  const limits: StoreLimits = { quota: await DailyQuota.open(app, userId), face: false };
  const stored: Stored[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') {
        if (part.fieldname === 'biz' && part.value === 'face') limits.face = true;
        continue;
      }
      if (stored.length >= UPLOAD_MAX_FILES) throw AppError.fail(`每次最多上传 ${UPLOAD_MAX_FILES} 个文件！`);
      await limits.quota.reserveFile();
      stored.push(await storeOne(storage, part, limits));
    }
    if (stored.length === 0) throw AppError.badParams('请选择要上传的文件！');
    await insertUploads(
      app.db,
      stored.map((f) => ({ id: newId(), userId, fileKey: f.key, size: f.size, private: f.private })),
    );
  } catch (e) {
    await Promise.all(stored.map((f) => storage.remove(f.key).catch(() => undefined)));
    await limits.quota.release();
    await drainRequest(req);
    throw e;
  }
  const files = await Promise.all(
    stored.map(async (f) => ({
      url: f.private ? await signedUrl(app, f.url) : siteAddress(app.config, f.url),
      name: f.name,
      size: f.size,
    })),
  );
  return { ...files[0], files };
}
