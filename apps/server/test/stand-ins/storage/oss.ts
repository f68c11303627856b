import { createHmac } from 'node:crypto';
import {
  isPrivateKeyOf,
  keyOfPath,
  type ObjectStore,
  objectAnswer,
  parseForm,
  type StandInReq,
  type StandInRes,
  type VendorHandler,
  type VendorKeys,
} from './handler.ts';

/**
 * Stand-in for Aliyun OSS (signature version 1), after its documentation: PostObject (form fields key,
 * OSSAccessKeyId, policy, Signature, file; the policy's expiration and conditions (bucket,
 * content-length-range, eq and starts-with on any $field, so also ["eq", "$Content-Type", ...]) enforced; x-oss-forbid-overwrite=true refuses an
 * existing key with 409 FileAlreadyExists), PutObject/HeadObject/GetObject/DeleteObject with
 * `Authorization: OSS id:signature` or a signed URL (OSSAccessKeyId, Expires, Signature).
 */

const b64hmac = (secret: string, text: string) => createHmac('sha1', secret).update(text, 'utf8').digest('base64');

const xmlError = (status: number, code: string, message: string): StandInRes => ({
  status,
  headers: { 'Content-Type': 'application/xml' },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>5C3D9175B6FC201293AD****</RequestId></Error>`,
});

export function ossHandler(keys: VendorKeys, store: ObjectStore): VendorHandler {
  const refusals: string[] = [];
  /** Each object's Content-Type (the PostObject form's Content-Type field, or the PUT's header). */
  const types = new Map<string, string>();
  const refuse = (status: number, code: string, message: string) => {
    refusals.push(`${code}: ${message}`);
    return xmlError(status, code, message);
  };

  async function postObject(req: StandInReq): Promise<StandInRes> {
    const { fields, file } = await parseForm(req);
    const { key = '', policy = '', Signature = '', OSSAccessKeyId = '' } = fields;
    if (!file) return refuse(400, 'InvalidArgument', 'file is missing');
    if (OSSAccessKeyId !== keys.accessKeyId)
      return refuse(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.');
    if (b64hmac(keys.accessKeySecret, policy) !== Signature) {
      return refuse(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    }
    let doc: { expiration?: string; conditions?: unknown[] };
    try {
      doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
    } catch {
      return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
    }
    if (!doc.expiration || !(Date.parse(doc.expiration) > Date.now())) {
      return refuse(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
    }
    const field = (name: unknown) => fields[String(name).replace(/^\$/, '')];
    const failed = (c: unknown) =>
      refuse(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(c)}`);
    for (const c of doc.conditions ?? []) {
      if (Array.isArray(c)) {
        const [op, a, b] = c as [string, unknown, unknown];
        if (op === 'content-length-range' && (file.length < Number(a) || file.length > Number(b))) {
          return refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
        }
        if (op === 'starts-with' && !String(field(a) ?? '').startsWith(String(b))) return failed(c);
        if (op === 'eq' && field(a) !== b) return failed(c);
      } else if (c && typeof c === 'object') {
        for (const [name, value] of Object.entries(c)) {
          if ((name === 'bucket' ? keys.bucket : fields[name]) !== value) return failed(c);
        }
      }
    }
    const forbid = fields['x-oss-forbid-overwrite'];
    if (forbid !== undefined && forbid !== 'true' && forbid !== 'false') {
      return refuse(400, 'InvalidArgument', 'x-oss-forbid-overwrite must be true or false.');
    }
    if (forbid === 'true' && store.get(key)) {
      return refuse(409, 'FileAlreadyExists', 'The object you specified already exists and can not be overwritten.');
    }
    store.put(key, file);
    types.set(key, fields['Content-Type'] ?? 'application/octet-stream');
    const status = Number(fields.success_action_status) || 204;
    return { status: [200, 201, 204].includes(status) ? status : 204, body: '' };
  }

  /** Header or URL signature of an object request; null when it verifies, else the refusal. */
  function checkAuth(req: StandInReq, key: string): StandInRes | 'anonymous' | null {
    const resource = `/${keys.bucket}/${key}`;
    const auth = String(req.headers.authorization ?? '');
    if (auth) {
      const m = /^OSS ([^:]+):(.+)$/.exec(auth);
      if (!m || m[1] !== keys.accessKeyId)
        return refuse(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.');
      const date = String(req.headers.date ?? '');
      if (!(Math.abs(Date.parse(date) - Date.now()) < 15 * 60_000)) {
        return refuse(
          403,
          'RequestTimeTooSkewed',
          'The difference between the request time and the current time is too large.',
        );
      }
      const ossHeaders = Object.keys(req.headers)
        .filter((h) => h.startsWith('x-oss-'))
        .sort()
        .map((h) => `${h}:${String(req.headers[h]).trim()}\n`)
        .join('');
      const text = `${req.method}\n${req.headers['content-md5'] ?? ''}\n${req.headers['content-type'] ?? ''}\n${date}\n${ossHeaders}${resource}`;
      return b64hmac(keys.accessKeySecret, text) === m[2]
        ? null
        : refuse(
            403,
            'SignatureDoesNotMatch',
            'The request signature we calculated does not match the signature you provided.',
          );
    }
    const q = req.url.searchParams;
    if (q.has('Signature')) {
      if (q.get('OSSAccessKeyId') !== keys.accessKeyId)
        return refuse(403, 'InvalidAccessKeyId', 'unknown OSSAccessKeyId');
      const expires = q.get('Expires') ?? '';
      if (!(Number(expires) > Date.now() / 1000)) return refuse(403, 'AccessDenied', 'Request has expired.');
      const text = `${req.method}\n\n\n${expires}\n${resource}`;
      return b64hmac(keys.accessKeySecret, text) === q.get('Signature')
        ? null
        : refuse(
            403,
            'SignatureDoesNotMatch',
            'The request signature we calculated does not match the signature you provided.',
          );
    }
    return 'anonymous';
  }

  async function handle(req: StandInReq): Promise<StandInRes> {
    if (req.method === 'POST' && req.path === '/') return postObject(req);
    const key = keyOfPath(req.path);
    const auth = checkAuth(req, key);
    if (auth && auth !== 'anonymous') return auth;
    const anonymous = auth === 'anonymous';
    if (anonymous && req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(403, 'AccessDenied', 'anonymous write');
    if (anonymous && isPrivateKeyOf(key))
      return refuse(403, 'AccessDenied', 'You have no right to access this object because of bucket acl.');
    if (req.method === 'PUT') {
      if (req.headers['x-oss-forbid-overwrite'] === 'true' && store.get(key)) {
        return refuse(409, 'FileAlreadyExists', 'The object you specified already exists and can not be overwritten.');
      }
      store.put(key, req.body);
      types.set(key, String(req.headers['content-type'] ?? 'application/octet-stream'));
      return { status: 200, headers: { ETag: '"stand-in"' } };
    }
    if (req.method === 'DELETE') {
      store.remove(key);
      return { status: 204 };
    }
    const bytes = store.get(key);
    if (!bytes) return xmlError(404, 'NoSuchKey', 'The specified key does not exist.');
    return objectAnswer(req, bytes, types.has(key) ? { 'Content-Type': types.get(key) ?? '' } : {});
  }

  return { handle, store, refusals };
}
