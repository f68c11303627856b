import { isPrivateKey } from './keys.ts';
import { ossSignature } from './signing.ts';
import type { StorageFactory } from './types.ts';
import { bareHost, headRange, keyUnder, readHeadOf, readLimited, vendorFailure, vendorFetch } from './vendor-http.ts';

const TITLE = '阿里云OSS';

/**
 * Aliyun OSS (signature version 1): objects at https://<bucket>.<endpoint>/<key>; PutObject, HeadObject and
 * DeleteObject with `Authorization: OSS AccessKeyId:Signature` over the verb, Content-Type, Date, x-oss-*
 * headers and /bucket/key; read addresses signed with OSSAccessKeyId, Expires and Signature in the query.
 * Private files (captures, face photos, certificates) are stored with `x-oss-object-acl: private`.
 */
/** The bucket's address: https://<bucket>.<endpoint>, or the stand-in's <STORAGE_ENDPOINT>/oss. */
export const ossHost = (s: Record<string, string>, endpoint?: string) =>
  endpoint ? `${endpoint.replace(/\/$/, '')}/oss` : `https://${s.bucket}.${bareHost(s.endpoint ?? '')}`;

export const ossStorage: StorageFactory = (s, options = {}) => {
  const host = ossHost(s, options.endpoint);
  const resource = (key: string) => `/${s.bucket}/${key}`;
  const secret = s.accessKeySecret ?? '';
  const authed = (verb: string, key: string, contentType = '', ossHeaders: Record<string, string> = {}) => {
    const date = new Date().toUTCString();
    const sig = ossSignature(secret, { verb, contentType, date, ossHeaders }, resource(key));
    return {
      ...ossHeaders,
      Date: date,
      ...(contentType ? { 'Content-Type': contentType } : {}),
      Authorization: `OSS ${s.accessKeyId}:${sig}`,
    };
  };
  const signedUrl = (key: string, expires: number, verb = 'GET') => {
    const sig = ossSignature(secret, { verb, date: String(expires) }, resource(key));
    const q = `OSSAccessKeyId=${encodeURIComponent(s.accessKeyId ?? '')}&Expires=${expires}&Signature=${encodeURIComponent(sig)}`;
    return `${s.url}${key}?${q}`;
  };
  return {
    name: 'aliyun',
    async put({ key, body, contentType }) {
      const acl: Record<string, string> = isPrivateKey(key) ? { 'x-oss-object-acl': 'private' } : {};
      const res = await vendorFetch(TITLE, `${host}/${key}`, {
        method: 'PUT',
        headers: authed('PUT', key, contentType, acl),
        body,
      });
      if (!res.ok) await vendorFailure(TITLE, res);
      await res.body?.cancel();
      return { url: `${s.url}${key}` };
    },
    async remove(key) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, { method: 'DELETE', headers: authed('DELETE', key) });
      if (!res.ok && res.status !== 404) await vendorFailure(TITLE, res);
      await res.body?.cancel();
    },
    keyOf: (url) => keyUnder(s.url ?? '', url),
    async stat(key) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, { method: 'HEAD', headers: authed('HEAD', key) });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return { size: Number(res.headers.get('content-length') ?? 0) };
    },
    async readHead(key, n) {
      const headers = { ...authed('GET', key), ...headRange(n) };
      const res = await vendorFetch(TITLE, `${host}/${key}`, { method: 'GET', headers });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return readHeadOf(res, n);
    },
    async read(key, maxBytes = 20 * 1024 * 1024) {
      const res = await vendorFetch(TITLE, `${host}/${key}`, { method: 'GET', headers: authed('GET', key) });
      if (res.status === 404) return null;
      if (!res.ok) await vendorFailure(TITLE, res);
      return readLimited(res, maxBytes);
    },
    signedUrl: (key, expires) => signedUrl(key, expires),
  };
};
