import { type CosToken, endpoints, type UploadedFile } from '@xuekao/contracts';
import { m } from './messages';
import { call, effects, RequestError } from './request';

/**
 * Direct uploads to the active cloud storage (docs/REQUIREMENTS.md#uploads): a short-lived token from our
 * server, the file straight to the vendor (Aliyun OSS PostObject, Qiniu form upload, Tencent COS sliced
 * upload), then `/api/common/file/record`. Failures are notified with the spec's texts (./messages.ts: the
 * token and upload failures of each provider).
 */

export type CloudProvider = 'aliyun' | 'qiniu' | 'qcloud';

const TOKEN_FAILED = {
  aliyun: 'tokenAliyun',
  qcloud: 'tokenQcloud',
  qiniu: 'tokenQiniu',
} as const satisfies Record<CloudProvider, string>;
const UPLOAD_FAILED = {
  aliyun: 'uploadAliyun',
  qcloud: 'uploadQcloud',
  qiniu: 'uploadQiniu',
} as const satisfies Record<CloudProvider, string>;

/** Notifies the text of `key` (with the reason) and throws, so the caller's upload ends as failed. */
function fail(key: Parameters<typeof m>[0], reason?: string): never {
  const text = m(key);
  const msg = reason ? m('withReason', { text, reason }) : text;
  effects.notify(msg);
  throw new RequestError(msg, -1);
}

async function vendor(provider: CloudProvider, url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    return fail(UPLOAD_FAILED[provider], m('storageUnreachable'));
  }
  if (!res.ok) fail(UPLOAD_FAILED[provider], `HTTP ${res.status}`);
  return res;
}

/** A token call; its failure is notified with the provider's text (the server's reason after it). */
async function token<T>(provider: CloudProvider, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (e) {
    return fail(TOKEN_FAILED[provider], e instanceof Error ? e.message : undefined);
  }
}

/**
 * The parts of the multipart upload the server initiated, each with its own signature (bound to its part
 * number, the upload and its length), then complete.
 */
async function cosSliced(tk: CosToken, blob: Blob): Promise<void> {
  const url = `${tk.host}/${tk.key}`;
  const uploadId = encodeURIComponent(tk.uploadId);
  const parts: string[] = [];
  for (let start = 0, n = 1; start < blob.size; start += tk.partSize, n++) {
    const auth = tk.partAuths[n - 1];
    if (!auth) fail(UPLOAD_FAILED.qcloud, m('partAuthsMissing'));
    const res = await vendor('qcloud', `${url}?partNumber=${n}&uploadId=${uploadId}`, {
      method: 'PUT',
      headers: { Authorization: auth },
      body: blob.slice(start, start + tk.partSize),
    });
    parts.push(`<Part><PartNumber>${n}</PartNumber><ETag>${res.headers.get('etag') ?? ''}</ETag></Part>`);
  }
  await vendor('qcloud', `${url}?uploadId=${uploadId}`, {
    method: 'POST',
    headers: { Authorization: tk.completeAuth, 'Content-Type': 'application/xml' },
    body: `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`,
  });
}

/** Uploads one file straight to the provider and records it; answers the stored file. */
export async function directUpload(
  provider: CloudProvider,
  blob: Blob,
  name: string,
  biz?: 'face',
): Promise<UploadedFile> {
  const ask = { name, size: blob.size, ...(biz ? { biz } : {}) };
  let key: string;
  if (provider === 'aliyun') {
    const tk = await token(provider, () => call(endpoints.file.ossToken, ask, { silent: true }));
    const form = new FormData();
    form.append('key', tk.key);
    form.append('OSSAccessKeyId', tk.accessKeyId);
    form.append('policy', tk.policy);
    form.append('Signature', tk.signature);
    form.append('success_action_status', '200');
    // Required by the policy: the object cannot be overwritten once uploaded.
    form.append('x-oss-forbid-overwrite', 'true');
    // Also required by the policy: the object's type is the extension's (never what the browser guesses).
    form.append('Content-Type', tk.contentType);
    form.append('file', blob, name);
    await vendor(provider, tk.host, { method: 'POST', body: form });
    key = tk.key;
  } else if (provider === 'qiniu') {
    const tk = await token(provider, () => call(endpoints.file.qiniuToken, ask, { silent: true }));
    const form = new FormData();
    form.append('token', tk.token);
    form.append('key', tk.key);
    form.append('file', blob, name);
    await vendor(provider, `${tk.host}/`, { method: 'POST', body: form });
    key = tk.key;
  } else {
    const tk = await token(provider, () => call(endpoints.file.cosToken, ask, { silent: true }));
    await cosSliced(tk, blob);
    key = tk.key;
  }
  const rec = await call(endpoints.file.record, { key, name });
  return { url: rec.url, name: rec.name, size: rec.size };
}
