import type { CosToken, OssToken, QiniuToken, UploadResult } from '@xuekao/contracts';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import type { StorageStandIn } from './stand-ins/storage/server.ts';

/**
 * Direct uploads in route tests: the keys of the local vendor stand-ins, switching the upload provider,
 * the record call, and what a browser sends to each vendor (OSS PostObject form, Qiniu form, COS parts).
 */

export const standInKeys = {
  oss: { accessKeyId: 'LTAIossTestKeyId', accessKeySecret: 'ossTestSecret', bucket: 'xk-oss' },
  qiniu: { accessKeyId: 'qiniuTestAk', accessKeySecret: 'qiniuTestSk', bucket: 'xk-qiniu' },
  cos: { secretId: 'AKIDcosTestId', secretKey: 'cosTestKey', bucket: 'xk-cos-1250000000' },
};

export type CloudProvider = 'aliyun' | 'qiniu' | 'qcloud';

/** Provider switching and the record call against `t`, with the stand-in `s` as the vendors. */
export function directUploadHelpers(t: TestApp, s: StorageStandIn, admin: string, learner: () => string) {
  const keys = standInKeys;
  const settings: Record<CloudProvider, Record<string, string>> = {
    aliyun: { endpoint: 'oss-cn-hangzhou.aliyuncs.com', ...keys.oss, url: `${s.url}/oss/` },
    qiniu: { endpoint: 'z0', ...keys.qiniu, url: `${s.url}/qiniu/dl/` },
    qcloud: { region: 'ap-guangzhou', ...keys.cos, url: `${s.url}/cos/` },
  };
  return {
    async useProvider(provider: CloudProvider) {
      const data = JSON.stringify(settings[provider]);
      const res = await t.post('/api/sys/config/prop/save', { type: 'upload', provider, data }, admin);
      expect(res.code).toBe(0);
    },
    record: (key: string, token = learner()) => t.post<UploadResult>('/api/common/file/record', { key }, token),
  };
}

/** The browser's PostObject form to OSS (`over` replaces fields; undefined leaves one out). */
export async function postToOss(tk: OssToken, bytes: Buffer, over: Partial<Record<string, string>> = {}) {
  const form = new FormData();
  const fields: Record<string, string | undefined> = {
    key: tk.key,
    OSSAccessKeyId: tk.accessKeyId,
    policy: tk.policy,
    Signature: tk.signature,
    success_action_status: '200',
    'x-oss-forbid-overwrite': 'true',
    'Content-Type': tk.contentType,
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'a.png');
  return fetch(tk.host, { method: 'POST', body: form });
}

export async function postToQiniu(tk: QiniuToken, bytes: Buffer, key = tk.key) {
  const form = new FormData();
  form.append('token', tk.token);
  form.append('key', key);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'a.png');
  return fetch(`${tk.host}/`, { method: 'POST', body: form });
}

/** The browser's sliced upload to COS: each part with its own signature, then complete. */
export async function slicedToCos(tk: CosToken, bytes: Buffer) {
  const url = `${tk.host}/${tk.key}`;
  const parts: string[] = [];
  for (let i = 0, n = 1; i < bytes.length; i += tk.partSize, n++) {
    const res = await fetch(`${url}?partNumber=${n}&uploadId=${tk.uploadId}`, {
      method: 'PUT',
      headers: { Authorization: tk.partAuths[n - 1] ?? '' },
      body: new Uint8Array(bytes.subarray(i, i + tk.partSize)),
    });
    if (!res.ok) return res;
    parts.push(`<Part><PartNumber>${n}</PartNumber><ETag>${res.headers.get('etag')}</ETag></Part>`);
  }
  return fetch(`${url}?uploadId=${tk.uploadId}`, {
    method: 'POST',
    headers: { Authorization: tk.completeAuth },
    body: `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`,
  });
}
