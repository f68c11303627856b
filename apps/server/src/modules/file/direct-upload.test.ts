import { Readable } from 'node:stream';
import { type CosToken, ErrorCode, type OssToken, type QiniuToken, type UploadResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import {
  type CloudProvider,
  directUploadHelpers,
  standInKeys as keys,
  postToOss,
  postToQiniu,
  slicedToCos,
  standInKeys,
} from '../../../test/direct-upload-helpers.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';
import { type StorageStandIn, startStorageStandIn } from '../../../test/stand-ins/storage/server.ts';
import { pngOf, uploadAs } from '../../../test/upload-helpers.ts';
import { activeStorage } from './storage/index.ts';

let t: TestApp;
let s: StorageStandIn;
let admin: string;
let student: string;
let useProvider: (provider: CloudProvider) => Promise<void>;
let record: (key: string, token?: string) => Promise<Envelope<UploadResult>>;

beforeAll(async () => {
  s = await startStorageStandIn(standInKeys);
  t = await buildTestApp({ STORAGE_ENDPOINT: s.url });
  admin = (await loginAdmin(t)).token;
  student = (await loginStudent(t)).token;
  ({ useProvider, record } = directUploadHelpers(t, s, admin, () => student));
});
afterAll(async () => {
  await t?.close();
  await s?.close();
});

describe('Aliyun OSS', () => {
  it('a learner uploads straight to OSS with a policy token, records it, and it reads back', async () => {
    await useProvider('aliyun');
    const png = pngOf(300);
    const tk = await t.post<OssToken>('/api/common/oss/token', { name: '头像.png', size: png.length }, student);
    expect(tk.code).toBe(0);
    const policy = JSON.parse(Buffer.from(tk.data.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 300]);
    expect(tk.data.host).toBe(`${s.url}/oss`);
    expect((await postToOss(tk.data, png)).status).toBe(200);
    const rec = await record(tk.data.key);
    expect(rec.data).toMatchObject({ name: '头像.png', size: 300, url: `${s.url}/oss/${tk.data.key}` });
    const back = await fetch(rec.data.url);
    expect(Buffer.from(await back.arrayBuffer()).equals(png)).toBe(true);
    // Recorded once: a second record of the same key is refused.
    expect((await record(tk.data.key)).msg).toBe('上传凭证不存在或已过期，请重新上传！');
  });

  it('the stand-in refuses a tampered policy, a larger file, another key and an expired policy', async () => {
    await useProvider('aliyun');
    const tk = (await t.post<OssToken>('/api/common/oss/token', { name: 'a.png', size: 100 }, student)).data;
    const doc = JSON.parse(Buffer.from(tk.policy, 'base64').toString('utf8'));
    doc.conditions[1] = ['content-length-range', 1, 10_000_000];
    const forged = Buffer.from(JSON.stringify(doc)).toString('base64');
    expect((await postToOss(tk, pngOf(100), { policy: forged })).status).toBe(403);
    expect((await postToOss(tk, pngOf(101))).status).toBe(400);
    expect((await postToOss(tk, pngOf(100), { key: 'other/evil.png' })).status).toBe(403);
    // Not even a sibling of the granted key (an .html beside the .png): the policy names exactly one key.
    expect((await postToOss(tk, pngOf(100), { key: tk.key.replace(/\.png$/, '.html') })).status).toBe(403);
    expect(s.oss.refusals.slice(-4).map((r) => r.split(':')[0])).toEqual([
      'SignatureDoesNotMatch',
      'EntityTooLarge',
      'AccessDenied',
      'AccessDenied',
    ]);
    // Nothing arrived: the record call finds no object.
    expect((await record(tk.key)).msg).toBe('文件未上传成功，请重新上传！');
    doc.expiration = new Date(Date.now() - 1000).toISOString();
    const { ossPolicySignature } = await import('./storage/signing.ts');
    const old = Buffer.from(JSON.stringify(doc)).toString('base64');
    const res = await postToOss(tk, pngOf(100), {
      policy: old,
      Signature: ossPolicySignature(old, keys.oss.accessKeySecret),
    });
    expect(res.status).toBe(403);
    expect(s.oss.refusals.at(-1)).toContain('Policy expired');
  });

  it('server-side writes (a face photo) go to OSS as private objects behind signed, expiring addresses', async () => {
    await useProvider('aliyun');
    const res = await uploadAs(t, student, [{ name: 'me.png', content: pngOf(200) }], { biz: 'face' });
    expect(res.code).toBe(0);
    expect(res.data.url).toMatch(/\/oss\/face\/.+\?OSSAccessKeyId=.+&Expires=\d+&Signature=/);
    expect((await fetch(res.data.url)).status).toBe(200);
    expect((await fetch(res.data.url.split('?')[0] as string)).status).toBe(403);
    const tampered = res.data.url.replace(/Expires=(\d+)/, (_, e) => `Expires=${Number(e) + 1}`);
    expect((await fetch(tampered)).status).toBe(403);
    // A file the server makes itself (a certificate PDF) goes through the same storage interface.
    const storage = await activeStorage(t.ctx);
    const put = await storage.put({
      key: 'cert/2026/01/01/x.pdf',
      body: Readable.from([Buffer.from('%PDF-1.4')]),
      contentType: 'application/pdf',
    });
    expect(put.url).toBe(`${s.url}/oss/cert/2026/01/01/x.pdf`);
    expect((await storage.read('cert/2026/01/01/x.pdf'))?.toString()).toBe('%PDF-1.4');
    await storage.remove('cert/2026/01/01/x.pdf');
    expect(await storage.stat('cert/2026/01/01/x.pdf')).toBeNull();
  });
});

describe('Qiniu', () => {
  it('a learner uploads with an upload token scoped to bucket:key, records it, and it reads back', async () => {
    await useProvider('qiniu');
    const png = pngOf(500);
    const tk = await t.post<QiniuToken>('/api/common/qiniu/token', { name: 'v.png', size: 500 }, student);
    expect(tk.code).toBe(0);
    const policy = JSON.parse(Buffer.from(tk.data.token.split(':')[2] as string, 'base64').toString('utf8'));
    expect(policy).toMatchObject({ scope: `${keys.qiniu.bucket}:${tk.data.key}`, fsizeLimit: 500 });
    expect((await postToQiniu(tk.data, png, 'elsewhere.png')).status).toBe(403);
    expect((await postToQiniu(tk.data, png)).status).toBe(200);
    // insertOnly: the same token cannot swap the object afterwards.
    expect(policy.insertOnly).toBe(1);
    expect((await postToQiniu(tk.data, pngOf(400))).status).toBe(614);
    const rec = await record(tk.data.key);
    expect(rec.data.size).toBe(500);
    expect(Buffer.from(await (await fetch(rec.data.url)).arrayBuffer()).equals(png)).toBe(true);
  });

  it('a forged token is refused by the stand-in; server-side private writes read back through signed URLs', async () => {
    await useProvider('qiniu');
    const tk = (await t.post<QiniuToken>('/api/common/qiniu/token', { name: 'v.png', size: 50 }, student)).data;
    const [ak, , encoded] = tk.token.split(':');
    expect((await postToQiniu({ ...tk, token: `${ak}:AAAA:${encoded}` }, pngOf(50))).status).toBe(401);
    expect((await postToQiniu(tk, pngOf(51))).status).toBe(413);
    const res = await uploadAs(t, student, [{ name: 'me.png', content: pngOf(200) }], { biz: 'face' });
    expect(res.data.url).toMatch(/\/qiniu\/dl\/face\/.+\?e=\d+&token=/);
    expect((await fetch(res.data.url)).status).toBe(200);
    expect((await fetch(res.data.url.split('?')[0] as string)).status).toBe(401);
  });
});

describe('Tencent COS', () => {
  it('a learner uploads in slices with per-part signatures, records it, and it reads back', async () => {
    await useProvider('qcloud');
    // Two parts: 5 MB and the rest.
    const bytes = Buffer.concat([pngOf(64), Buffer.alloc(5 * 1024 * 1024 + 2500, 3)]);
    const tk = await t.post<CosToken>('/api/common/cos/token', { name: 'a.png', size: bytes.length }, student);
    expect(tk.code).toBe(0);
    expect(tk.data.partAuths).toHaveLength(2);
    expect(tk.data.partAuths[0]).toMatch(
      /^q-sign-algorithm=sha1&q-ak=AKIDcosTestId&q-sign-time=\d+;\d+&q-key-time=\d+;\d+&q-header-list=content-length;host;x-cos-copy-source&q-url-param-list=partnumber;uploadid&/,
    );
    expect(tk.data.completeAuth).toContain('&q-header-list=host&q-url-param-list=uploadid&');
    expect((await slicedToCos(tk.data, bytes)).status).toBe(200);
    const rec = await record(tk.data.key);
    expect(rec.data.size).toBe(bytes.length);
    expect(Buffer.from(await (await fetch(rec.data.url)).arrayBuffer()).equals(bytes)).toBe(true);
    expect(s.cos.openUploads?.()).toBe(0);
  });

  it('signatures for one key do not work for another; parts hold no more than declared', async () => {
    await useProvider('qcloud');
    const tk = (await t.post<CosToken>('/api/common/cos/token', { name: 'a.png', size: 10 }, student)).data;
    expect((await slicedToCos({ ...tk, key: '2026/01/01/other.png' }, pngOf(10))).status).toBe(403);
    // A larger part than signed (its content-length is bound) is refused by the vendor itself.
    expect((await slicedToCos(tk, pngOf(30))).status).toBe(403);
    expect(s.cos.refusals.at(-1)).toMatch(/^SignatureDoesNotMatch/);
    expect((await record(tk.key)).msg).toBe('文件未上传成功，请重新上传！');
    expect((await slicedToCos(tk, pngOf(10))).status).toBe(200);
    expect((await record(tk.key)).data.size).toBe(10);
  });
});

describe('tokens', () => {
  it('need a session, the active provider, an accepted type and a size within the cap', async () => {
    await useProvider('aliyun');
    // The bases: this site's uploads (/upload/) and the active provider's address, nothing else.
    expect((await t.post('/api/common/file/provider', {}, student)).data).toEqual({
      provider: 'aliyun',
      bases: ['/upload/', `${s.url}/oss/`],
    });
    const body = { name: 'a.png', size: 10 };
    expect((await t.post('/api/common/oss/token', body)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await t.post('/api/common/qiniu/token', body, student)).msg).toBe(
      '当前上传方案不是七牛云，请刷新页面后重试！',
    );
    expect((await t.post('/api/common/oss/token', { name: 'a.exe', size: 10 }, student)).msg).toContain(
      '不支持的文件类型',
    );
    expect((await t.post('/api/common/oss/token', { name: 'a.png', size: 11 * 1024 * 1024 }, student)).msg).toBe(
      '图片大小不能超过 10 MB！',
    );
    expect((await t.post('/api/common/oss/token', { name: 'a.png', size: 0 }, student)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect((await t.post('/api/common/oss/token', { name: 'a.gif', size: 9, biz: 'face' }, student)).msg).toBe(
      '人脸照片只支持JPG或PNG图片！',
    );
  });

  it("another user cannot record a learner's key", async () => {
    await useProvider('aliyun');
    const tk = (await t.post<OssToken>('/api/common/oss/token', { name: 'a.png', size: 64 }, student)).data;
    await postToOss(tk, pngOf(64));
    expect((await record(tk.key, admin)).msg).toBe('上传凭证不存在或已过期，请重新上传！');
    expect((await record(tk.key)).code).toBe(0);
  });
});
