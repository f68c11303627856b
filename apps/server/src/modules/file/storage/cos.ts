import { isPrivateKey } from '../private-files.ts';
import { cosAuthorization } from './signing.ts';
import type { StorageFactory } from './types.ts';
import { keyUnder, readLimited, vendorFailure, vendorFetch } from './vendor-http.ts';

const TITLE = '腾讯云COS';
/** Validity of the signatures of the server's own calls. */
const CALL_SIGN_SEC = 600;

/** The bucket's address: https://<bucket>.cos.<region>.myqcloud.com, or the stand-in's <STORAGE_ENDPOINT>/cos. */
export const cosHost = (s: Record<string, string>, endpoint?: string) =>
  endpoint ? `${endpoint.replace(/\/$/, '')}/cos` : `https://${s.bucket}.cos.${s.region}.myqcloud.com`;

/**
 * Tencent COS (XML API): PUT, HEAD, GET and DELETE Object with the documented request signature in the
 * Authorization header (q-sign-algorithm=sha1 ...); read addresses carry the same signature in the query.
 * Private files are stored with `x-cos-acl: private`.
 */
export const cosStorage: StorageFactory = (s, options = {}) => {
  const host = cosHost(s, options.endpoint);
  const auth = (method: string, key: string, ttl = CALL_SIGN_SEC, headers: Record<string, string> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return cosAuthorization({
      secretId: s.secretId ?? '',
      secretKey: s.secretKey ?? '',
      method,
      path: `/${key}`,
      headers,
      start: now - 60,
      end: now + ttl,
    });
  };
  return {
    name: 'qcloud',
    async put({ key, body, contentType }) {
      const acl: Record<string, string> = isPrivateKey(key) ? { 'x-cos-acl': 'private' } : {};
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'PUT',
        headers: { 'Content-Type': contentType, ...acl, Authorization: auth('PUT', key, CALL_SIGN_SEC, acl) },
        body,
      });
      if (!res.ok) await vendorFailure(TITLE, res);
      await res.body?.cancel();
      return { url: `${s.url}${key}` };
    },
    async remove(key) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'DELETE',
        headers: { Authorization: auth('DELETE', key) },
      });
      if (!res.ok && res.status !== 404) await vendorFailure(TITLE, res);
      await res.body?.cancel();
    },
    keyOf: (url) => keyUnder(s.url ?? '', url),
    async stat(key) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'HEAD',
        headers: { Authorization: auth('HEAD', key) },
      });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return { size: Number(res.headers.get('content-length') ?? 0) };
    },
    async read(key, maxBytes = 20 * 1024 * 1024) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'GET',
        headers: { Authorization: auth('GET', key) },
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
