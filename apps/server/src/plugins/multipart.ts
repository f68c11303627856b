import multipart, { type Multipart } from '@fastify/multipart';
import { ErrorCode, UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES } from '@xuekao/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { unusableInput } from '../lib/input-guard.ts';

const MB = 1024 * 1024;

/**
 * multipart/form-data for every upload route (files of `/api/common/file/upload`, Excel imports). Registered
 * once for the whole app. Limits: up to 100 files per request (docs/REQUIREMENTS.md#uploads) and the largest per-kind cap
 * of contracts' UPLOAD_KINDS per file (video, 200 MB); each route checks its own, smaller caps while
 * streaming. Files are streamed (`req.parts()` / `req.file()`), never buffered whole in memory.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      files: UPLOAD_MAX_FILES,
      fileSize: UPLOAD_MAX_FILE_MB * MB,
      fields: 50,
      fieldSize: MB,
      parts: UPLOAD_MAX_FILES + 50,
      headerPairs: 200,
    },
  });
  // Every multipart request's parts pass the same input guard as JSON bodies (NUL, depth): a form field
  // `repoId="1\u00002"` answers 10010001 instead of a database error (500). Done here, once, for every
  // route that reads parts (uploads, Excel imports, any later one), not per route.
  app.addHook('onRequest', async (req) => {
    if (!/^multipart\//i.test(req.headers['content-type'] ?? '')) return;
    const parts = req.parts.bind(req);
    const files = req.files.bind(req);
    const file = req.file.bind(req);
    req.parts = (options) => guarded(parts(options));
    req.files = (options) => guarded(files(options));
    req.file = async (options) => {
      const part = await file(options);
      if (part) checkPart(part);
      return part;
    };
  });
}

/** Refuses a part whose field name, value or file name holds input no route can use (10010001). */
function checkPart(part: Multipart): void {
  const unusable = unusableInput(part.type === 'file' ? [part.fieldname, part.filename] : [part.fieldname, part.value]);
  if (!unusable) return;
  if (part.type === 'file') part.file.resume();
  throw new AppError(ErrorCode.BAD_PARAMS, unusable);
}

async function* guarded<P extends Multipart>(parts: AsyncIterableIterator<P>): AsyncIterableIterator<P> {
  for await (const part of parts) {
    checkPart(part);
    yield part;
  }
}
