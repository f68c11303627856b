import { createHash, createHmac } from 'node:crypto';

/**
 * Request signatures of the three cloud storage vendors, as their documentation writes them. Pure
 * functions: the storage providers (oss.ts, qiniu.ts, cos.ts) and the upload tokens use them; the tests
 * check them step by step.
 */

const hmacSha1 = (key: string | Buffer, s: string) => createHmac('sha1', key).update(s, 'utf8').digest();

/** URL-safe base64 (RFC 4648 §5) with padding, as Qiniu uses it. */
export const urlsafeB64 = (b: Buffer | string) =>
  (typeof b === 'string' ? Buffer.from(b, 'utf8') : b).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

// --- Aliyun OSS (signature version 1) ---

/** OSS PostObject policy: base64 of the JSON policy (expiration and conditions). */
export function ossPolicy(expiration: Date, conditions: unknown[]): string {
  return Buffer.from(JSON.stringify({ expiration: expiration.toISOString(), conditions }), 'utf8').toString('base64');
}

/** OSS PostObject signature: Base64(HMAC-SHA1(AccessKeySecret, base64 policy)). */
export const ossPolicySignature = (policyB64: string, secret: string) => hmacSha1(secret, policyB64).toString('base64');

/**
 * OSS header signature: Base64(HMAC-SHA1(AccessKeySecret, VERB \n Content-MD5 \n Content-Type \n Date \n
 * CanonicalizedOSSHeaders CanonicalizedResource)); CanonicalizedOSSHeaders are the x-oss-* headers
 * lower-cased, sorted, `name:value\n` each; the resource is /bucket/key. For a signed URL, Date is the
 * Expires time in seconds.
 */
export function ossSignature(
  secret: string,
  r: { verb: string; contentMd5?: string; contentType?: string; date: string; ossHeaders?: Record<string, string> },
  resource: string,
): string {
  const headers = Object.entries(r.ossHeaders ?? {})
    .map(([k, v]) => [k.toLowerCase(), v.trim()] as const)
    .filter(([k]) => k.startsWith('x-oss-'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}:${v}\n`)
    .join('');
  const text = `${r.verb}\n${r.contentMd5 ?? ''}\n${r.contentType ?? ''}\n${r.date}\n${headers}${resource}`;
  return hmacSha1(secret, text).toString('base64');
}

// --- Qiniu ---

/**
 * Qiniu upload token: AccessKey:urlsafe_b64(HMAC-SHA1(SecretKey, encodedPutPolicy)):encodedPutPolicy, with
 * encodedPutPolicy = urlsafe_b64(JSON put policy).
 */
export function qiniuUploadToken(accessKey: string, secretKey: string, putPolicy: Record<string, unknown>): string {
  const encoded = urlsafeB64(JSON.stringify(putPolicy));
  return `${accessKey}:${urlsafeB64(hmacSha1(secretKey, encoded))}:${encoded}`;
}

/**
 * Qiniu management token (QBox): urlsafe_b64(HMAC-SHA1(SecretKey, path[?query] + "\n" [+ form body])), sent
 * as `Authorization: QBox AccessKey:sign`.
 */
export function qiniuQboxAuth(accessKey: string, secretKey: string, pathAndQuery: string, formBody = ''): string {
  return `QBox ${accessKey}:${urlsafeB64(hmacSha1(secretKey, `${pathAndQuery}\n${formBody}`))}`;
}

/** Qiniu EncodedEntryURI: urlsafe_b64("bucket:key"). */
export const qiniuEntry = (bucket: string, key: string) => urlsafeB64(`${bucket}:${key}`);

/** Qiniu private download URL: url?e=deadline&token=AccessKey:urlsafe_b64(HMAC-SHA1(SecretKey, url?e=deadline)). */
export function qiniuPrivateUrl(accessKey: string, secretKey: string, url: string, deadline: number): string {
  const base = `${url}${url.includes('?') ? '&' : '?'}e=${deadline}`;
  return `${base}&token=${accessKey}:${urlsafeB64(hmacSha1(secretKey, base))}`;
}

// --- Tencent COS (XML API request signature) ---

/** COS encoding of names and values: RFC 3986 (encodeURIComponent plus !'()*). */
export const cosEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function cosList(pairs: Record<string, string>) {
  const entries = Object.entries(pairs)
    .map(([k, v]) => [cosEncode(k).toLowerCase(), cosEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { list: entries.map(([k]) => k).join(';'), text: entries.map(([k, v]) => `${k}=${v}`).join('&') };
}

export interface CosSignInput {
  secretId: string;
  secretKey: string;
  method: string;
  /** The object path, e.g. /2026/06/14/abc.png (not encoded). */
  path: string;
  /** Query parameters to sign (others may be added to the request unsigned). */
  params?: Record<string, string>;
  /** Headers to sign. */
  headers?: Record<string, string>;
  /** Validity in Unix seconds. */
  start: number;
  end: number;
}

/**
 * COS request signature: KeyTime = start;end, SignKey = hex HMAC-SHA1(SecretKey, KeyTime), HttpString =
 * method\npath\nHttpParameters\nHttpHeaders\n, StringToSign = sha1\nKeyTime\nsha1hex(HttpString)\n,
 * Signature = hex HMAC-SHA1(SignKey, StringToSign); answered as the documented key=value&... string.
 */
export function cosAuthorization(r: CosSignInput): string {
  const keyTime = `${r.start};${r.end}`;
  const signKey = hmacSha1(r.secretKey, keyTime).toString('hex');
  const params = cosList(r.params ?? {});
  const headers = cosList(r.headers ?? {});
  const httpString = `${r.method.toLowerCase()}\n${r.path}\n${params.text}\n${headers.text}\n`;
  const sha = createHash('sha1').update(httpString, 'utf8').digest('hex');
  const signature = hmacSha1(signKey, `sha1\n${keyTime}\n${sha}\n`).toString('hex');
  return [
    'q-sign-algorithm=sha1',
    `q-ak=${r.secretId}`,
    `q-sign-time=${keyTime}`,
    `q-key-time=${keyTime}`,
    `q-header-list=${headers.list}`,
    `q-url-param-list=${params.list}`,
    `q-signature=${signature}`,
  ].join('&');
}
