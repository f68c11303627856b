import { createHash, createHmac } from 'node:crypto';
import {
  detectMime,
  isPrivateKeyOf,
  keyOfPath,
  mimeAllowed,
  type ObjectStore,
  objectAnswer,
  parseForm,
  type StandInReq,
  type StandInRes,
  type VendorHandler,
  type VendorKeys,
} from './handler.ts';

/**
 * Stand-in for Qiniu Kodo, after its documentation: form upload (POST /qiniu/up with token, key, file; the
 * upload token AccessKey:urlsafe_b64(HMAC-SHA1(SecretKey, encodedPutPolicy)):encodedPutPolicy verified,
 * its scope, deadline, fsizeMin, fsizeLimit and mimeLimit (against the type detected from the content) enforced), rs stat and delete with a QBox management token,
 * and downloads at /qiniu/dl/<key> (private download URLs e + token verified over the full URL).
 */

const sign = (secret: string, text: string) =>
  createHmac('sha1', secret).update(text, 'utf8').digest('base64').replace(/\+/g, '-').replace(/\//g, '_');
const fromUrlsafe = (s: string) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
const json = (status: number, body: unknown): StandInRes => ({
  status,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export function qiniuHandler(keys: VendorKeys, store: ObjectStore, baseUrl: () => string): VendorHandler {
  const refusals: string[] = [];
  const refuse = (status: number, error: string) => {
    refusals.push(error);
    return json(status, { error });
  };

  async function formUpload(req: StandInReq): Promise<StandInRes> {
    const { fields, file } = await parseForm(req);
    if (!file) return refuse(400, 'file is missing');
    const [ak, sig, encoded] = (fields.token ?? '').split(':');
    if (ak !== keys.accessKeyId || !encoded) return refuse(401, 'bad token');
    if (sign(keys.accessKeySecret, encoded) !== sig) return refuse(401, 'bad token');
    const policy = JSON.parse(fromUrlsafe(encoded)) as Record<string, unknown>;
    if (!(Number(policy.deadline) > Date.now() / 1000)) return refuse(401, 'expired token');
    const scope = String(policy.scope ?? '');
    const i = scope.indexOf(':');
    const bucket = i < 0 ? scope : scope.slice(0, i);
    const scopeKey = i < 0 ? null : scope.slice(i + 1);
    const key = fields.key ?? scopeKey ?? '';
    if (bucket !== keys.bucket) return refuse(631, 'no such bucket');
    if (scopeKey !== null && (policy.isPrefixalScope === 1 ? !key.startsWith(scopeKey) : key !== scopeKey)) {
      return refuse(403, "key doesn't match with scope");
    }
    if (policy.fsizeLimit !== undefined && file.length > Number(policy.fsizeLimit)) {
      return refuse(413, 'request entity too large');
    }
    if (policy.fsizeMin !== undefined && file.length < Number(policy.fsizeMin)) return refuse(403, 'file too small');
    if (policy.insertOnly === 1 && store.get(key)) return refuse(614, 'file exists');
    // mimeLimit is checked against the type Qiniu detects from the content, not the one the form claims.
    const mime = detectMime(file);
    if (typeof policy.mimeLimit === 'string' && !mimeAllowed(policy.mimeLimit, mime)) {
      return refuse(403, `limited mimeType: this file type (${mime}) is forbidden to upload`);
    }
    store.put(key, file);
    return json(200, { hash: createHash('sha1').update(file).digest('base64url'), key });
  }

  function manage(req: StandInReq): StandInRes {
    const auth = String(req.headers.authorization ?? '');
    const m = /^QBox ([^:]+):(.+)$/.exec(auth);
    const rsPath = req.path.replace(/^\/rs/, '');
    const body = req.headers['content-type'] === 'application/x-www-form-urlencoded' ? req.body.toString('utf8') : '';
    if (!m || m[1] !== keys.accessKeyId || sign(keys.accessKeySecret, `${rsPath}${req.url.search}\n${body}`) !== m[2]) {
      return refuse(401, 'bad token');
    }
    const op = /^\/(stat|delete)\/([A-Za-z0-9_=-]+)$/.exec(rsPath);
    if (!op) return refuse(400, 'invalid operation');
    const entry = fromUrlsafe(op[2] ?? '');
    const j = entry.indexOf(':');
    if (entry.slice(0, j) !== keys.bucket) return refuse(631, 'no such bucket');
    const key = entry.slice(j + 1);
    if (op[1] === 'delete') {
      if (req.method !== 'POST') return refuse(405, 'method not allowed');
      return store.remove(key) ? json(200, {}) : json(612, { error: 'no such file or directory' });
    }
    const bytes = store.get(key);
    if (!bytes) return json(612, { error: 'no such file or directory' });
    return json(200, {
      fsize: bytes.length,
      hash: 'stand-in',
      mimeType: 'application/octet-stream',
      putTime: Date.now() * 10000,
    });
  }

  function download(req: StandInReq): StandInRes {
    const key = keyOfPath(req.path.replace(/^\/dl/, ''));
    const token = req.url.searchParams.get('token');
    if (token !== null) {
      const unsigned = `${baseUrl()}/qiniu${req.path}${req.url.search.replace(/&token=.*$/, '')}`;
      const [ak, sig] = token.split(':');
      if (ak !== keys.accessKeyId || sign(keys.accessKeySecret, unsigned) !== sig) return refuse(401, 'bad token');
      if (!(Number(req.url.searchParams.get('e')) > Date.now() / 1000)) return refuse(401, 'token out of date');
    } else if (isPrivateKeyOf(key)) {
      return refuse(401, 'download token not specified');
    }
    const bytes = store.get(key);
    if (!bytes) return json(404, { error: 'Document not found' });
    return objectAnswer(req, bytes);
  }

  async function handle(req: StandInReq): Promise<StandInRes> {
    if (req.path === '/up' || req.path === '/up/') return req.method === 'POST' ? formUpload(req) : json(405, {});
    if (req.path.startsWith('/rs/')) return manage(req);
    if (req.path.startsWith('/dl/') && (req.method === 'GET' || req.method === 'HEAD')) return download(req);
    return json(404, { error: 'not found' });
  }

  return { handle, store, refusals };
}
