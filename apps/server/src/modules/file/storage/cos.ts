import { AppError } from '@server/lib/app-error.ts';
import { isPrivateKey } from './keys.ts';
import { cosAuthorization } from './signing.ts';
import type { StorageFactory } from './types.ts';
import { headRange, keyUnder, readHeadOf, readLimited, vendorFailure, vendorFetch } from './vendor-http.ts';

const TITLE = '腾讯云COS';
/** Validity of the signatures of the server's own calls. */
const CALL_SIGN_SEC = 600;

/** The bucket's address: https://<bucket>.cos.<region>.myqcloud.com, or the stand-in's <STORAGE_ENDPOINT>/cos. */
export const cosHost = (s: Record<string, string>, endpoint?: string) =>
  endpoint ? `${endpoint.replace(/\/$/, '')}/cos` : `https://${s.bucket}.cos.${s.region}.myqcloud.com`;

/**
 * A request signature for one object request of this bucket, always binding the `host` header (the doc's
 * advice: sign host and every header and parameter that changes what a request does).
 */
export function cosSigner(s: Record<string, string>, endpoint?: string) {
  const host = new URL(cosHost(s, endpoint)).host;
  return (
    method: string,
    key: string,
    r: { params?: Record<string, string>; headers?: Record<string, string>; start?: number; end?: number } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return cosAuthorization({
      secretId: s.secretId ?? '',
      secretKey: s.secretKey ?? '',
      method,
      path: `/${key}`,
      params: r.params,
      headers: { ...r.headers, host },
      start: r.start ?? now - 60,
      end: r.end ?? now + CALL_SIGN_SEC,
    });
  };
}

/**
 * Initiate Multipart Upload (`POST /key?uploads`) made by the server itself for a direct upload, so the
 * object's Content-Type and ACL are ours and the browser never holds an initiate signature; answers the
 * UploadId its part signatures are bound to.
 */
export async function cosInitiateUpload(
  s: Record<string, string>,
  endpoint: string | undefined,
  key: string,
  contentType: string,
): Promise<string> {
  const sign = cosSigner(s, endpoint);
  const headers: Record<string, string> = {
    'content-type': contentType,
    ...(isPrivateKey(key) ? { 'x-cos-acl': 'private' } : {}),
  };
  const res = await vendorFetch(TITLE, `${cosHost(s, endpoint)}/${key}?uploads`, {
    method: 'POST',
    headers: { ...headers, Authorization: sign('POST', key, { params: { uploads: '' }, headers }) },
  });
  if (!res.ok) await vendorFailure(TITLE, res);
  const id = /<UploadId>([^<]+)<\/UploadId>/.exec(await res.text())?.[1];
  if (!id) throw AppError.fail(`${TITLE}未返回分块上传ID，请稍后再试！`);
  return id;
}

/** Abort Multipart Upload (`DELETE /key?uploadId=`): the parts of an upload never completed are dropped. */
export async function cosAbortUpload(
  s: Record<string, string>,
  endpoint: string | undefined,
  key: string,
  uploadId: string,
): Promise<void> {
  const sign = cosSigner(s, endpoint);
  const res = await vendorFetch(TITLE, `${cosHost(s, endpoint)}/${key}?uploadId=${encodeURIComponent(uploadId)}`, {
    method: 'DELETE',
    headers: { Authorization: sign('DELETE', key, { params: { uploadId } }) },
  });
  if (!res.ok && res.status !== 404) await vendorFailure(TITLE, res);
  await res.body?.cancel();
}

/**
 * Tencent COS (XML API): PUT, HEAD, GET and DELETE Object with the documented request signature in the
 * Authorization header (q-sign-algorithm=sha1 ...); read addresses carry the same signature in the query.
 * Private files are stored with `x-cos-acl: private`.
 */
export const cosStorage: StorageFactory = (s, options = {}) => {
  const host = cosHost(s, options.endpoint);
  const sign = cosSigner(s, options.endpoint);
  return {
    name: 'qcloud',
    async put({ key, body, contentType }) {
      const acl: Record<string, string> = isPrivateKey(key) ? { 'x-cos-acl': 'private' } : {};
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'PUT',
        headers: { 'Content-Type': contentType, ...acl, Authorization: sign('PUT', key, { headers: acl }) },
        body,
      });
      if (!res.ok) await vendorFailure(TITLE, res);
      await res.body?.cancel();
      return { url: `${s.url}${key}` };
    },
    async remove(key) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'DELETE',
        headers: { Authorization: sign('DELETE', key) },
      });
      if (!res.ok && res.status !== 404) await vendorFailure(TITLE, res);
      await res.body?.cancel();
    },
    keyOf: (url) => keyUnder(s.url ?? '', url),
    async stat(key) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'HEAD',
        headers: { Authorization: sign('HEAD', key) },
      });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return { size: Number(res.headers.get('content-length') ?? 0) };
    },
    async readHead(key, n) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'GET',
        headers: { Authorization: sign('GET', key), ...headRange(n) },
      });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return readHeadOf(res, n);
    },
    async read(key, maxBytes = 20 * 1024 * 1024) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'GET',
        headers: { Authorization: sign('GET', key) },
      });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return readLimited(res, maxBytes);
    },
    signedUrl(key, expires) {
      const now = Math.floor(Date.now() / 1000);
      const a = cosAuthorization({
        secretId: s.secretId ?? '',
        secretKey: s.secretKey ?? '',
        method: 'GET',
        path: `/${key}`,
        start: now - 60,
        end: expires,
      });
      // The documented query form: the same key=value pairs, values URL-encoded.
      const q = a
        .split('&')
        .map((p) => {
          const i = p.indexOf('=');
          return `${p.slice(0, i)}=${encodeURIComponent(p.slice(i + 1))}`;
        })
        .join('&');
      return `${s.url}${key}?${q}`;
    },
  };
};
