import { createHmac } from 'node:crypto';

/**
 * Alibaba Cloud RPC-style request signature (SignatureMethod HMAC-SHA1, SignatureVersion 1.0), as the
 * "RPC 签名机制" documentation writes it: every request parameter except Signature, sorted by name, each
 * name and value percent-encoded (RFC 3986: only A-Z a-z 0-9 - _ . ~ stay), joined with & into the
 * canonicalized query string; string to sign = METHOD & %2F & percentEncode(canonicalized); signature =
 * Base64(HMAC-SHA1(AccessKeySecret + "&", string to sign)).
 */

/** RFC 3986 percent-encoding (space %20, * %2A, ~ kept), UTF-8. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function rpcCanonicalizedQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
}

export function rpcStringToSign(method: string, params: Record<string, string>): string {
  return `${method.toUpperCase()}&${percentEncode('/')}&${percentEncode(rpcCanonicalizedQuery(params))}`;
}

export function rpcSignature(method: string, params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(rpcStringToSign(method, params), 'utf8').digest('base64');
}

/** Parameters as an application/x-www-form-urlencoded string (or query string) with the same encoding. */
export function formEncode(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');
}

/** The documented Timestamp format: ISO 8601 in UTC without milliseconds, 2016-02-23T12:46:24Z. */
export const rpcTimestamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
