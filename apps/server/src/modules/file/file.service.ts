import { once } from 'node:events';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  extOf,
  UPLOAD_KINDS,
  UPLOAD_MAX_FILES,
  type UploadedFile,
  type UploadResult,
  uploadKindOf,
} from '@xuekao/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { ALL_EXTS, MIME, SNIFF_BYTES, sniffedExt } from './file-types.ts';
import { activeStorage } from './storage/index.ts';
import type { StorageProvider } from './storage/types.ts';

const MB = 1024 * 1024;

/** Date folders: '2026/06/14'. */
function dateFolder(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())}`;
}

const tooLarge = (label: string, maxMB: number) => AppError.fail(`${label}大小不能超过 ${maxMB} MB！`);

/**
 * Stores one file of the request: type by extension, content by its first bytes, size by the kind's cap
 * (counted while streaming, so nothing is buffered whole). Answers the stored key and the file's address.
 */
async function storeOne(storage: StorageProvider, part: MultipartFile): Promise<UploadedFile & { key: string }> {
  const name = part.filename || 'file';
  const ext = extOf(name);
  const kind = uploadKindOf(name);
  if (!kind) {
    throw AppError.fail(`不支持的文件类型${ext ? `：.${ext}` : ''}，只能上传 ${ALL_EXTS.join('/')} 格式的文件！`);
  }
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
  if (head.length > cap) throw tooLarge(label, maxMB);

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
        yield r.value;
      }
    })(),
  );
  const key = `${dateFolder()}/${newId()}.${storedExt}`;
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
  return { key, url, name, size };
}

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
 * provider. Other form fields are accepted and ignored. A request that fails part-way keeps none of its
 * files, so the caller never holds addresses of a half-done upload.
 */
export async function uploadFiles(app: AppContext, req: FastifyRequest): Promise<UploadResult> {
  if (!req.isMultipart()) throw AppError.badParams('请使用 multipart/form-data 上传文件！');
  const storage = await activeStorage(app);
  const stored: Array<UploadedFile & { key: string }> = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (stored.length >= UPLOAD_MAX_FILES) throw AppError.fail(`每次最多上传 ${UPLOAD_MAX_FILES} 个文件！`);
      stored.push(await storeOne(storage, part));
    }
  } catch (e) {
    await Promise.all(stored.map((f) => storage.remove(f.key).catch(() => undefined)));
    await drainRequest(req);
    throw e;
  }
  if (stored.length === 0) throw AppError.badParams('请选择要上传的文件！');
  const files = stored.map(({ url, name, size }) => ({ url, name, size }));
  return { ...files[0], files };
}
