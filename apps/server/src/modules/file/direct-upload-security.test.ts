import { Readable } from 'node:stream';
import type { CosToken, OssToken, QiniuToken, UploadResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import {
  type CloudProvider,
  directUploadHelpers,
  postToOss,
  postToQiniu,
  slicedToCos,
  standInKeys,
} from '../../../test/direct-upload-helpers.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';
import { type StorageStandIn, startStorageStandIn } from '../../../test/stand-ins/storage/server.ts';
import { pngOf } from '../../../test/upload-helpers.ts';
import { activeStorage } from './storage/index.ts';
import { cosAuthorization } from './storage/signing.ts';
import { findGrant, sweepExpiredGrants } from './upload-grants.ts';

/**
 * What a direct-upload token must NOT allow (issue 16's review): a COS part signature replayed as a plain
 * PUT or turned into a server-side copy, an OSS object overwritten after it was recorded, and objects of
 * grants never recorded staying at the vendor.
 */

let t: TestApp;
let s: StorageStandIn;
let admin: string;
let student: string;
let studentId: string;
let useProvider: (provider: CloudProvider) => Promise<void>;
let record: (key: string, token?: string) => Promise<Envelope<UploadResult>>;

beforeAll(async () => {
  s = await startStorageStandIn(standInKeys);
  t = await buildTestApp({ STORAGE_ENDPOINT: s.url });
  admin = (await loginAdmin(t)).token;
  const session = await loginStudent(t);
  student = session.token;
  studentId = session.userId;
  ({ useProvider, record } = directUploadHelpers(t, s, admin, () => student));
});
afterAll(async () => {
  await t?.close();
  await s?.close();
});

const cosToken = async (size: number, name = 'a.png') => {
  const res = await t.post<CosToken>('/api/common/cos/token', { name, size }, student);
  expect(res.code).toBe(0);
  return res.data;
};
const put = (url: string, auth: string, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'PUT', headers: { Authorization: auth, ...headers }, body: new Uint8Array(body) });

describe('Tencent COS signatures bind their action', () => {
  it('a part signature is refused as a plain PUT Object (any size) and as a PUT with other parameters', async () => {
    await useProvider('qcloud');
    const tk = await cosToken(100);
    const url = `${tk.host}/${tk.key}`;
    const part = tk.partAuths[0] ?? '';
    expect((await put(url, part, pngOf(100))).status).toBe(403);
    expect((await put(url, part, pngOf(100_000))).status).toBe(403);
    expect((await put(`${url}?partNumber=2&uploadId=${tk.uploadId}`, part, pngOf(100))).status).toBe(403);
    expect((await put(`${url}?partNumber=1&uploadId=${tk.uploadId}`, part, pngOf(99))).status).toBe(403);
    expect(s.cos.refusals.slice(-4).every((r) => r.startsWith('SignatureDoesNotMatch'))).toBe(true);
    expect(s.cos.store.get(tk.key)).toBeNull();
    // Nor is the complete signature a PUT, an initiate or an abort.
    expect((await put(url, tk.completeAuth, pngOf(100))).status).toBe(403);
    expect(
      (await fetch(`${url}?uploads`, { method: 'POST', headers: { Authorization: tk.completeAuth } })).status,
    ).toBe(403);
    const abort = await fetch(`${url}?uploadId=${tk.uploadId}`, {
      method: 'DELETE',
      headers: { Authorization: tk.completeAuth },
    });
    expect(abort.status).toBe(403);
  });

  it('a part signature cannot become Upload Part - Copy or PUT Object - Copy of a private object', async () => {
    await useProvider('qcloud');
    const storage = await activeStorage(t.ctx);
    const secret = Buffer.concat([pngOf(64), Buffer.from('someone else’s face')]);
    await storage.put({ key: 'face/2026/01/01/victim.png', body: Readable.from([secret]), contentType: 'image/png' });
    const tk = await cosToken(secret.length);
    const url = `${tk.host}/${tk.key}`;
    const copy = {
      'x-cos-copy-source': `${standInKeys.cos.bucket}.cos.ap-guangzhou.myqcloud.com/face/2026/01/01/victim.png`,
    };
    const part = tk.partAuths[0] ?? '';
    const partCopy = await put(`${url}?partNumber=1&uploadId=${tk.uploadId}`, part, Buffer.alloc(secret.length), copy);
    expect(partCopy.status).toBe(403);
    expect((await put(url, part, Buffer.alloc(secret.length), copy)).status).toBe(403);
    expect(s.cos.refusals.at(-1)).toMatch(/^SignatureDoesNotMatch/);
    expect(s.cos.store.get(tk.key)).toBeNull();

    // Why the header is bound: the stand-in, like COS, copies whenever the signature does not cover it.
    const now = Math.floor(Date.now() / 1000);
    const loose = cosAuthorization({
      secretId: standInKeys.cos.secretId,
      secretKey: standInKeys.cos.secretKey,
      method: 'PUT',
      path: '/2026/01/01/loose.png',
      start: now - 60,
      end: now + 600,
    });
    expect((await put(`${tk.host}/2026/01/01/loose.png`, loose, Buffer.alloc(0), copy)).status).toBe(200);
    expect(s.cos.store.get('2026/01/01/loose.png')?.equals(secret)).toBe(true);
  });

  it('the multipart upload is initiated by the server (the browser gets no initiate signature) and completes', async () => {
    await useProvider('qcloud');
    const before = s.cos.openUploads?.() ?? 0;
    const tk = await cosToken(10);
    expect(tk.uploadId).toMatch(/^[0-9a-f]{32}$/);
    expect(s.cos.openUploads?.()).toBe(before + 1);
    expect((await slicedToCos(tk, pngOf(10))).status).toBe(200);
    expect(s.cos.openUploads?.()).toBe(before);
  });
});

describe('Aliyun OSS PostObject never overwrites', () => {
  it('the policy requires x-oss-forbid-overwrite=true, so a recorded object cannot be swapped', async () => {
    await useProvider('aliyun');
    const tk = (await t.post<OssToken>('/api/common/oss/token', { name: 'a.png', size: 100 }, student)).data;
    const policy = JSON.parse(Buffer.from(tk.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['eq', '$x-oss-forbid-overwrite', 'true']);
    // Leaving the field out (or false) fails the policy.
    expect((await postToOss(tk, pngOf(100), { 'x-oss-forbid-overwrite': undefined })).status).toBe(403);
    expect((await postToOss(tk, pngOf(100), { 'x-oss-forbid-overwrite': 'false' })).status).toBe(403);
    expect((await postToOss(tk, pngOf(100))).status).toBe(200);
    expect((await record(tk.key)).code).toBe(0);
    const other = Buffer.concat([pngOf(8), Buffer.alloc(92, 9)]);
    expect((await postToOss(tk, other)).status).toBe(409);
    expect(s.oss.refusals.at(-1)).toMatch(/^FileAlreadyExists/);
    expect(s.oss.store.get(tk.key)?.equals(pngOf(100))).toBe(true);
  });
});

describe('direct uploads check the bytes (issue 24 item 9)', () => {
  const html = Buffer.from(`<!doctype html><html><script>alert(document.cookie)</script></html>${' '.repeat(40)}`);
  const mismatch = '文件“a.png”的内容与扩展名不符，请确认文件类型！';
  const token = async <T>(provider: 'oss' | 'qiniu' | 'cos', size: number) => {
    const res = await t.post<T>(`/api/common/${provider}/token`, { name: 'a.png', size }, student);
    expect(res.code).toBe(0);
    return res.data;
  };

  it('OSS: the policy pins Content-Type; HTML declared as image/png passes OSS but is refused and deleted at record', async () => {
    await useProvider('aliyun');
    const tk = await token<OssToken>('oss', html.length);
    expect(tk.contentType).toBe('image/png');
    const policy = JSON.parse(Buffer.from(tk.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    // The vendor refuses another declared type, or none.
    expect((await postToOss(tk, html, { 'Content-Type': 'text/html' })).status).toBe(403);
    expect((await postToOss(tk, html, { 'Content-Type': undefined })).status).toBe(403);
    expect(s.oss.store.get(tk.key)).toBeNull();
    // The declared type is only a declaration: HTML bytes under image/png reach the bucket ...
    expect((await postToOss(tk, html)).status).toBe(200);
    // ... and record reads their first bytes, refuses, deletes the object and takes nothing.
    expect(await record(tk.key)).toMatchObject({ success: false, msg: mismatch });
    expect(s.oss.store.get(tk.key)).toBeNull();
    expect((await record(tk.key)).msg).toBe('上传凭证不存在或已过期，请重新上传！');
  });

  it('Qiniu: mimeLimit makes the vendor refuse HTML bytes; bytes that got there anyway are refused at record', async () => {
    await useProvider('qiniu');
    const tk = await token<QiniuToken>('qiniu', html.length);
    const policy = JSON.parse(Buffer.from(tk.token.split(':')[2] as string, 'base64').toString('utf8'));
    expect(policy.mimeLimit).toBe('image/png;image/jpeg;image/gif');
    expect((await postToQiniu(tk, html)).status).toBe(403);
    expect(s.qiniu.refusals.at(-1)).toMatch(/^limited mimeType/);
    expect(s.qiniu.store.get(tk.key)).toBeNull();
    // A vendor that let them through (or a bucket without the check): record still refuses and deletes.
    s.qiniu.store.put(tk.key, html);
    expect(await record(tk.key)).toMatchObject({ success: false, msg: mismatch });
    expect(s.qiniu.store.get(tk.key)).toBeNull();
  });

  it('COS: the parts carry any bytes, record refuses HTML and deletes the object', async () => {
    await useProvider('qcloud');
    const tk = await token<CosToken>('cos', html.length);
    expect((await slicedToCos(tk, html)).status).toBe(200);
    expect(s.cos.store.get(tk.key)?.equals(html)).toBe(true);
    expect(await record(tk.key)).toMatchObject({ success: false, msg: mismatch });
    expect(s.cos.store.get(tk.key)).toBeNull();
  });

  it('a real PNG still records on all three providers', async () => {
    const png = pngOf(200);
    await useProvider('aliyun');
    const oss = await token<OssToken>('oss', png.length);
    expect((await postToOss(oss, png)).status).toBe(200);
    expect((await record(oss.key)).code).toBe(0);
    await useProvider('qiniu');
    const qiniu = await token<QiniuToken>('qiniu', png.length);
    expect((await postToQiniu(qiniu, png)).status).toBe(200);
    expect((await record(qiniu.key)).code).toBe(0);
    await useProvider('qcloud');
    const cos = await token<CosToken>('cos', png.length);
    expect((await slicedToCos(cos, png)).status).toBe(200);
    expect((await record(cos.key)).code).toBe(0);
    expect(s.cos.store.get(cos.key)?.equals(png)).toBe(true);
  });
});

describe('the sweep of grants never recorded', () => {
  const later = () => Date.now() + 4 * 60 * 60 * 1000;

  it('deletes unrecorded objects (and aborts COS uploads) once expired, keeps recorded ones', async () => {
    await useProvider('aliyun');
    const kept = (await t.post<OssToken>('/api/common/oss/token', { name: 'a.png', size: 64 }, student)).data;
    await postToOss(kept, pngOf(64));
    expect((await record(kept.key)).code).toBe(0);
    const left = (await t.post<OssToken>('/api/common/oss/token', { name: 'b.png', size: 64 }, student)).data;
    await postToOss(left, pngOf(64));
    await useProvider('qcloud');
    const open = s.cos.openUploads?.() ?? 0;
    const cos = await cosToken(64);
    expect(s.cos.openUploads?.()).toBe(open + 1);

    // Not yet expired: nothing happens.
    expect(await sweepExpiredGrants(t.ctx)).toBe(0);
    expect(s.oss.store.get(left.key)).not.toBeNull();
    // Expired: the OSS object is deleted even though another provider is active now, every COS upload left
    // open (this one and the earlier tests') aborted.
    expect(await sweepExpiredGrants(t.ctx, later())).toBeGreaterThanOrEqual(2);
    expect(s.oss.store.get(left.key)).toBeNull();
    expect(s.cos.openUploads?.()).toBe(0);
    expect(s.oss.store.get(kept.key)).not.toBeNull();
    // Ended: a late record is refused, and a second sweep finds nothing.
    expect((await record(cos.key)).msg).toBe('上传凭证不存在或已过期，请重新上传！');
    expect(await sweepExpiredGrants(t.ctx, later())).toBe(0);
  });

  it('a grant past its time can no longer be recorded, even before the sweep ran', async () => {
    await useProvider('aliyun');
    const tk = (await t.post<OssToken>('/api/common/oss/token', { name: 'a.png', size: 64 }, student)).data;
    await postToOss(tk, pngOf(64));
    expect(await findGrant(t.ctx, studentId, tk.key)).not.toBeNull();
    expect(await findGrant(t.ctx, studentId, tk.key, later())).toBeNull();
    expect(await findGrant(t.ctx, 'someone-else', tk.key)).toBeNull();
  });
});
