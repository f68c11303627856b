import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { qiniuEntry, qiniuPrivateUrl, qiniuQboxAuth, qiniuUploadToken } from './signing.ts';
import type { StorageFactory } from './types.ts';
import { bareHost, headRange, keyUnder, readHeadOf, readLimited, vendorFailure, vendorFetch } from './vendor-http.ts';

const TITLE = '七牛云';
/** Lifetime of the upload token the server uses for its own writes. */
const SERVER_TOKEN_SEC = 3600;

/**
 * Qiniu hosts of a storage area (the `endpoint` setting: z0, z1, z2, na0, as0, cn-east-2 ...): form uploads
 * go to https://up-<area>.qiniup.com, management calls to https://rs-<area>.qiniuapi.com. A setting with a
 * dot is taken as the upload host itself. The stand-ins answer at <STORAGE_ENDPOINT>/qiniu/up and /qiniu/rs.
 */
export function qiniuHosts(s: Record<string, string>, endpoint?: string): { up: string; rs: string } {
  if (endpoint) {
    const base = endpoint.replace(/\/$/, '');
    return { up: `${base}/qiniu/up`, rs: `${base}/qiniu/rs` };
  }
  const area = bareHost(s.endpoint ?? 'z0');
  if (area.includes('.')) return { up: `https://${area}`, rs: 'https://rs.qiniuapi.com' };
  return { up: `https://up-${area}.qiniup.com`, rs: `https://rs-${area}.qiniuapi.com` };
}

/** A multipart/form-data body streamed: the fields, then the file part. */
function formBody(fields: Record<string, string>, file: Readable, fileName: string, contentType: string) {
  const boundary = `----xuekao${randomBytes(12).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(head + fileHead, 'utf8');
      for await (const chunk of file) yield chunk as Buffer;
      yield Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
    })(),
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Qiniu Kodo: uploads by the form upload API (token, key, file) with an upload token scoped to bucket:key;
 * stat and delete through the rs API with a QBox management token; reads through the bucket's domain
 * (the `url` setting), signed as private download URLs (e and token), which public buckets accept too.
 */
export const qiniuStorage: StorageFactory = (s, options = {}) => {
  const hosts = qiniuHosts(s, options.endpoint);
  const ak = s.accessKeyId ?? '';
  const sk = s.accessKeySecret ?? '';
  const manage = async (method: 'GET' | 'POST', op: string, key: string) => {
    const path = `/${op}/${qiniuEntry(s.bucket ?? '', key)}`;
    const headers: Record<string, string> = { Authorization: qiniuQboxAuth(ak, sk, path) };
    if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return vendorFetch(TITLE, `${hosts.rs}${path}`, { method, headers });
  };
  const signedUrl = (key: string, expires: number) => qiniuPrivateUrl(ak, sk, `${s.url}${key}`, expires);
  return {
    name: 'qiniu',
    async put({ key, body, contentType }) {
      const deadline = Math.floor(Date.now() / 1000) + SERVER_TOKEN_SEC;
      const token = qiniuUploadToken(ak, sk, { scope: `${s.bucket}:${key}`, deadline });
      const form = formBody({ token, key }, body, key.split('/').pop() ?? 'file', contentType);
      const res = await vendorFetch(TITLE, `${hosts.up}/`, {
        method: 'POST',
        headers: { 'Content-Type': form.contentType },
        body: form.body,
      });
      if (!res.ok) await vendorFailure(TITLE, res);
      await res.body?.cancel();
      return { url: `${s.url}${key}` };
    },
    async remove(key) {
      const res = await manage('POST', 'delete', key);
      // 612: no such file.
      if (!res.ok && res.status !== 612) await vendorFailure(TITLE, res);
      await res.body?.cancel();
    },
    keyOf: (url) => keyUnder(s.url ?? '', url),
    async stat(key) {
      const res = await manage('GET', 'stat', key);
      if (res.status === 612) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      const json = (await res.json()) as { fsize?: unknown };
      return { size: Number(json.fsize ?? 0) };
    },
    async readHead(key, n) {
      const url = signedUrl(key, Math.floor(Date.now() / 1000) + 600);
      const res = await vendorFetch(TITLE, url, { method: 'GET', headers: headRange(n) });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return readHeadOf(res, n);
    },
    async read(key, maxBytes = 20 * 1024 * 1024) {
      const url = signedUrl(key, Math.floor(Date.now() / 1000) + 600);
      const res = await vendorFetch(TITLE, url, { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return readLimited(res, maxBytes);
    },
    signedUrl,
  };
};
