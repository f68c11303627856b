import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API 3.0 signature TC3-HMAC-SHA256 ("签名方法 v3"), step by step as the documentation
 * writes it: canonical request -> string to sign -> signing key derived from the date and service ->
 * signature -> Authorization header.
 */

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** Product, the first label of the host: 'iai' for iai.tencentcloudapi.com. */
  service: string;
  /** Unix time in seconds; also sent as X-TC-Timestamp. Its UTC date is part of the credential scope. */
  timestamp: number;
  method?: string;
  /** Path, '/' for API 3.0. */
  path?: string;
  /** Canonical query string ('' for POST). */
  query?: string;
  /** The headers to sign (names in any case; at least content-type and host). */
  headers: Record<string, string>;
  /** The exact request body. */
  payload: string;
}

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

/** UTC date of a timestamp, YYYY-MM-DD. */
export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

/** Header names lower-cased and sorted, values lower-cased and trimmed (the documented canonical form). */
function canonicalHeaders(headers: Record<string, string>) {
  const entries = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().toLowerCase()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    canonical: entries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signed: entries.map(([k]) => k).join(';'),
  };
}

export function tc3CanonicalRequest(r: Tc3Request): string {
  const { canonical, signed } = canonicalHeaders(r.headers);
  return [r.method ?? 'POST', r.path ?? '/', r.query ?? '', canonical, signed, sha256Hex(r.payload)].join('\n');
}

export function tc3StringToSign(r: Tc3Request): string {
  const scope = `${tc3Date(r.timestamp)}/${r.service}/tc3_request`;
  return ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256Hex(tc3CanonicalRequest(r))].join('\n');
}

/** The signature (lower-case hex) and the Authorization header value. */
export function tc3Sign(r: Tc3Request): { signature: string; authorization: string } {
  const date = tc3Date(r.timestamp);
  const secretDate = hmac(`TC3${r.secretKey}`, date);
  const secretService = hmac(secretDate, r.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(tc3StringToSign(r), 'utf8').digest('hex');
  const { signed } = canonicalHeaders(r.headers);
  return {
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${r.secretId}/${date}/${r.service}/tc3_request, SignedHeaders=${signed}, Signature=${signature}`,
  };
}
