import multipart from '@fastify/multipart';
import { UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES } from '@xuekao/contracts';
import type { FastifyInstance } from 'fastify';

const MB = 1024 * 1024;

/**
 * multipart/form-data for every upload route (files of `/api/common/file/upload`, Excel imports). Registered
 * once for the whole app. Limits: up to 100 files per request (spec admin §5) and the largest per-kind cap
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
}
