import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  isPrivateKeyOf,
  keyOfPath,
  type ObjectStore,
  objectAnswer,
  type StandInReq,
  type StandInRes,
  type VendorHandler,
} from './handler.ts';

/**
 * Stand-in for Tencent COS (XML API), after its documentation: every request carries the request
 * signature (q-sign-algorithm=sha1 ...) in the Authorization header or the query; the stand-in checks the
 * SecretId, the validity window and recomputes the signature over the method, the path and exactly the
 * headers and parameters the signature lists (q-header-list, q-url-param-list), taking their values from
 * the request (one listed but absent counts as empty); whatever is not listed is not checked, as at COS.
 * PUT/HEAD/GET/DELETE Object, PUT Object - Copy and the multipart upload (initiate, parts, Upload Part -
 * Copy, complete, abort): a copy is made whenever `x-cos-copy-source` verifies, so only a signature that
 * binds that header (empty) keeps a part request from becoming a copy.
 */

const hex = (key: string, text: string) => createHmac('sha1', key).update(text, 'utf8').digest('hex');
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xml = (status: number, body: string, headers: Record<string, string> = {}): StandInRes => ({
  status,
  headers: { 'Content-Type': 'application/xml', ...headers },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`,
});

export function cosHandler(
  keys: { secretId: string; secretKey: string; bucket: string },
  store: ObjectStore,
): VendorHandler {
  const refusals: string[] = [];
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const refuse = (status: number, code: string, message: string) => {
    refusals.push(`${code}: ${message}`);
    return xml(status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
  };

  /** null when the signature verifies, 'anonymous' without one, else the refusal. */
  function checkAuth(req: StandInReq): StandInRes | 'anonymous' | null {
    const header = String(req.headers.authorization ?? '');
    const q = req.url.searchParams;
    const text = header || (q.has('q-signature') ? [...q.entries()].map(([k, v]) => `${k}=${v}`).join('&') : '');
    if (!text) return 'anonymous';
    const a = Object.fromEntries(text.split('&').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
    if (a['q-sign-algorithm'] !== 'sha1') return refuse(403, 'AccessDenied', 'q-sign-algorithm');
    if (a['q-ak'] !== keys.secretId)
      return refuse(403, 'InvalidAccessKeyId', 'The access key Id format you provided is invalid.');
    const [start, end] = String(a['q-sign-time'] ?? '')
      .split(';')
      .map(Number);
    const now = Date.now() / 1000;
    if (!(Number(start) <= now && now <= Number(end))) return refuse(403, 'AccessDenied', 'Request has expired');
    const list = (names: string, get: (n: string) => string | undefined) => {
      const ns = names ? names.split(';') : [];
      return ns.map((n) => `${n}=${enc(get(n) ?? '')}`).join('&');
    };
    const lowerParams = new Map([...q.entries()].map(([k, v]) => [k.toLowerCase(), v]));
    const params = list(a['q-url-param-list'] ?? '', (n) => lowerParams.get(n));
    const headers = list(a['q-header-list'] ?? '', (n) => {
      const v = req.headers[n];
      return v === undefined ? undefined : String(v);
    });
    const httpString = `${req.method.toLowerCase()}\n${decodeURIComponent(req.path)}\n${params}\n${headers}\n`;
    const keyTime = a['q-key-time'] ?? '';
    const stringToSign = `sha1\n${keyTime}\n${createHash('sha1').update(httpString).digest('hex')}\n`;
    return hex(hex(keys.secretKey, keyTime), stringToSign) === a['q-signature']
      ? null
      : refuse(403, 'SignatureDoesNotMatch', 'The calculated signature does not match the signature you provided.');
  }

  /** The bytes named by x-cos-copy-source (`<bucket host>/<key>`), ranged by x-cos-copy-source-range. */
  function copySource(req: StandInReq): Buffer | null {
    const src = String(req.headers['x-cos-copy-source'] ?? '');
    const bytes = store.get(decodeURIComponent(src.slice(src.indexOf('/') + 1)));
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers['x-cos-copy-source-range'] ?? ''));
    return bytes && range ? bytes.subarray(Number(range[1]), Number(range[2]) + 1) : bytes;
  }
  const copying = (req: StandInReq) => req.headers['x-cos-copy-source'] !== undefined;
  const etagOf = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;

  function multipart(req: StandInReq, key: string): StandInRes {
    const q = req.url.searchParams;
    if (req.method === 'POST' && q.has('uploads')) {
      const id = randomUUID().replace(/-/g, '');
      uploads.set(id, { key, parts: new Map() });
      return xml(
        200,
        `<InitiateMultipartUploadResult><Bucket>${keys.bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    const up = uploads.get(q.get('uploadId') ?? '');
    if (!up || up.key !== key) return refuse(404, 'NoSuchUpload', 'The specified upload does not exist.');
    if (req.method === 'DELETE') {
      uploads.delete(q.get('uploadId') ?? '');
      return { status: 204 };
    }
    if (req.method === 'PUT') {
      const n = Number(q.get('partNumber'));
      if (!(n >= 1 && n <= 10000)) return refuse(400, 'InvalidArgument', 'partNumber');
      const part = copying(req) ? copySource(req) : req.body;
      if (!part) return refuse(404, 'NoSuchKey', 'The specified copy source does not exist.');
      up.parts.set(n, part);
      return copying(req)
        ? xml(200, `<CopyPartResult><ETag>${etagOf(part)}</ETag></CopyPartResult>`)
        : { status: 200, headers: { ETag: etagOf(part) } };
    }
    const listed = [...req.body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]+)<\/ETag>/g)];
    const parts: Buffer[] = [];
    for (const [, n, etag] of listed) {
      const part = up.parts.get(Number(n));
      const want = part ? etagOf(part) : '';
      if (!part || etag?.replace(/&quot;/g, '"') !== want) return refuse(400, 'InvalidPart', `part ${n}`);
      parts.push(part);
    }
    if (parts.length === 0) return refuse(400, 'MalformedXML', 'no parts');
    store.put(key, Buffer.concat(parts));
    uploads.delete(q.get('uploadId') ?? '');
    return xml(
      200,
      `<CompleteMultipartUploadResult><Bucket>${keys.bucket}</Bucket><Key>${key}</Key><ETag>"stand-in"</ETag></CompleteMultipartUploadResult>`,
    );
  }

  async function handle(req: StandInReq): Promise<StandInRes> {
    const key = keyOfPath(req.path);
    const auth = checkAuth(req);
    if (auth && auth !== 'anonymous') return auth;
    if (auth === 'anonymous' && ((req.method !== 'GET' && req.method !== 'HEAD') || isPrivateKeyOf(key))) {
      return refuse(403, 'AccessDenied', 'Access Denied.');
    }
    const q = req.url.searchParams;
    if (q.has('uploads') || q.has('uploadId')) return multipart(req, key);
    if (req.method === 'PUT' && copying(req)) {
      const bytes = copySource(req);
      if (!bytes) return refuse(404, 'NoSuchKey', 'The specified copy source does not exist.');
      store.put(key, bytes);
      return xml(200, `<CopyObjectResult><ETag>${etagOf(bytes)}</ETag></CopyObjectResult>`);
    }
    if (req.method === 'PUT') {
      store.put(key, req.body);
      return { status: 200, headers: { ETag: '"stand-in"' } };
    }
    if (req.method === 'DELETE') {
      store.remove(key);
      return { status: 204 };
    }
    const bytes = store.get(key);
    if (!bytes) return refuse(404, 'NoSuchKey', 'The specified key does not exist.');
    return objectAnswer(req, bytes);
  }

  return { handle, store, refusals, openUploads: () => uploads.size };
}
