import fs from 'node:fs';
import type { AppContext } from '@server/app-context.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { certPdfServable } from './file.queries.ts';
import { ALL_EXTS, MIME } from './file-types.ts';
import { signatureValidFor } from './private-files.ts';
import { isPrivateKey } from './storage/keys.ts';
import { resolveInside, statIfExists, UPLOAD_ROUTE_PREFIX } from './storage/local.ts';

/**
 * Keys the server ever writes: folders and a name of letters, digits, '-' and '_', and an accepted
 * extension. Nothing else is served, whatever else lies in the directory (a misconfigured localDir
 * such as '/' exposes no other file).
 */
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*\\.(${ALL_EXTS.join('|')})$`);

/** Shown in the browser; documents and archives (PDF, Office, zip, rar, psd) are downloaded instead. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif)|video\/|audio\/)/;

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ code: 10010003, msg: '文件不存在！', data: null, success: false });

/** Parses a single `bytes=a-b` range; null for none, 'bad' when it cannot be satisfied. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}

async function serve(app: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const key = (req.params as { '*': string })['*'] ?? '';
  const ext = KEY_PATTERN.exec(key)?.[1];
  if (!ext) return notFound(reply);
  // A private photo needs a valid signed address; without one it answers exactly like a missing file.
  const validFor = isPrivateKey(key) ? await signatureValidFor(app, key, req.query as Record<string, unknown>) : 0;
  if (validFor === null) return notFound(reply);
  // A certificate PDF is served only while its grant stands: an address signed before a revocation answers
  // like a missing file from the moment of the revocation (checked at every request, not when signing).
  if (key.startsWith('cert/') && !(await certPdfServable(app.db, key))) return notFound(reply);
  // Files written while local storage was active stay served after switching to a cloud provider.
  const { localDir } = await app.providers.settings('upload', 'local');
  const file = localDir ? resolveInside(localDir, key) : null;
  const stat = file ? await statIfExists(file) : null;
  if (!file || !stat?.isFile()) return notFound(reply);

  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('Content-Type', MIME[ext] ?? 'application/octet-stream')
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff')
    // Whatever a file holds, it never runs as a page of this site (no scripts, no same-origin access).
    .header('Content-Security-Policy', 'sandbox')
    // Private photos stay out of shared caches; other names are unique ids: a stored file never changes.
    .header('Cache-Control', validFor ? `private, max-age=${validFor}` : 'public, max-age=31536000, immutable');
  if (!INLINE_TYPES.test(MIME[ext] ?? '')) reply.header('Content-Disposition', 'attachment');
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();

  const range = parseRange(req.headers.range, stat.size);
  if (range === 'bad') {
    return reply.status(416).header('Content-Range', `bytes */${stat.size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${stat.size}`);
  reply.header('Content-Length', String(stat.size === 0 ? 0 : end - start + 1));
  if (req.method === 'HEAD' || stat.size === 0) return reply.send();
  return reply.send(fs.createReadStream(file, { start, end }));
}

/**
 * GET/HEAD /upload/*: files of local storage, streamed, with ranges (video seeking) and caching headers.
 * Private photos (`private-files.ts`) only through a signed address.
 */
export function registerUploadServing(fastify: FastifyInstance, app: AppContext): void {
  fastify.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOAD_ROUTE_PREFIX}*`,
    handler: (req, reply) => serve(app, req, reply),
  });
}
