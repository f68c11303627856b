import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';
import { type UploadPart, uploadAs } from '../../../test/upload-helpers.ts';
import { parseRange } from './serve-upload.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n%test document\n');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 1)]);

let t: TestApp;
let student: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-test-file-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  student = (await loginStudent(t)).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (files: UploadPart[], token: string | null = student, fields?: Record<string, string>) =>
  uploadAs(t, token, files, fields);

/** Every stored file under the upload directory. */
function storedFiles(dir = path.join(dataDir, 'upload')): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('/api/common/file/upload', () => {
  it('a learner uploads an image; it is served back with its type and ranges', async () => {
    const res = await upload([{ name: '头像.png', content: PNG }], student, { biz: 'avatar' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ name: '头像.png', size: PNG.length });
    expect(res.data.url).toMatch(/^\/upload\/\d{4}\/\d{2}\/\d{2}\/\d+\.png$/);
    expect(res.data.files).toEqual([{ url: res.data.url, name: '头像.png', size: PNG.length }]);

    const got = await t.raw({ method: 'GET', url: res.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);

    const part = await t.raw({ method: 'GET', url: res.data.url, headers: { range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('PNG');
    const head = await t.raw({ method: 'HEAD', url: res.data.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    const cached = await t.raw({
      method: 'GET',
      url: res.data.url,
      headers: { 'if-none-match': String(got.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('takes several files at once, in order, each kind by its content', async () => {
    const res = await upload(
      [
        { name: 'a.pdf', content: PDF },
        { name: 'b.mp4', content: MP4 },
        { name: 'c.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
      ],
      (await loginAdmin(t)).token,
    );
    expect(res.code).toBe(0);
    expect(res.data.files.map((f) => f.name)).toEqual(['a.pdf', 'b.mp4', 'c.gif']);
    expect(res.data.url).toBe(res.data.files[0].url);
    const video = await t.raw({ method: 'GET', url: res.data.files[1].url });
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['accept-ranges']).toBe('bytes');
  });

  it('refuses other types, content that does not match the name, and empty files', async () => {
    expect((await upload([{ name: 'run.exe', content: Buffer.from('MZ....') }])).msg).toMatch(
      /^不支持的文件类型：\.exe，只能上传 png\/jpeg\/gif\/jpg\/mp4\/mp3\/wav\/ogg\/rar\/zip\/psd\/pdf\/xls\/xlsx\/doc\/docx\/ppt\/pptx 格式的文件！$/,
    );
    expect((await upload([{ name: 'x.svg', content: Buffer.from('<svg/>') }])).code).toBe(ErrorCode.FAIL);
    expect((await upload([{ name: 'noext', content: PNG }])).msg).toMatch(/^不支持的文件类型，只能上传/);
    expect((await upload([{ name: 'fake.png', content: Buffer.from('<script>alert(1)</script>') }])).msg).toBe(
      '文件“fake.png”的内容与扩展名不符，请确认文件类型！',
    );
    expect((await upload([{ name: 'fake.pdf', content: PNG }])).msg).toBe(
      '文件“fake.pdf”的内容与扩展名不符，请确认文件类型！',
    );
    expect((await upload([{ name: 'empty.pdf', content: Buffer.alloc(0) }])).msg).toBe(
      '文件“empty.pdf”是空文件，不能上传！',
    );
  });

  it('stores a PNG named .jpg as the PNG it is', async () => {
    const res = await upload([{ name: 'photo.jpg', content: PNG }]);
    expect(res.data.url).toMatch(/\.png$/);
    expect(res.data.name).toBe('photo.jpg');
  });

  it('refuses an image over its 10 MB cap and keeps nothing of it', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload([{ name: 'big.png', content: big }]);
    expect(res).toMatchObject({ code: ErrorCode.FAIL, msg: '图片大小不能超过 10 MB！' });
    expect(storedFiles().length).toBe(before);
  });

  it('a request failing part-way keeps none of its files', async () => {
    const before = storedFiles().length;
    const res = await upload([
      { name: 'ok1.pdf', content: PDF },
      { name: 'ok2.png', content: PNG },
      { name: 'bad.bat', content: Buffer.from('echo') },
    ]);
    expect(res.code).toBe(ErrorCode.FAIL);
    expect(storedFiles().length).toBe(before);
  });

  it('takes up to 100 files and refuses 101', async () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.pdf`, content: PDF }));
    const ok = await upload(files(100));
    expect(ok.code).toBe(0);
    expect(ok.data.files).toHaveLength(100);
    const before = storedFiles().length;
    const res = await upload(files(101));
    expect(res).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '每次最多上传 100 个文件！' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses no token, a JSON body and a form without files', async () => {
    expect((await upload([{ name: 'a.png', content: PNG }], null)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect(await t.post('/api/common/file/upload', {}, student)).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '请使用 multipart/form-data 上传文件！',
    });
    expect((await upload([], student, { a: '1' })).msg).toBe('请选择要上传的文件！');
  });

  it('uses the configured local directory and URL, and keeps serving its files after switching to a cloud provider', async () => {
    const admin = (await loginAdmin(t)).token;
    const dir = path.join(dataDir, 'custom');
    const saved = await t.post(
      '/api/sys/config/prop/save',
      {
        type: 'upload',
        provider: 'local',
        data: JSON.stringify({ localDir: `${dir}/`, url: 'https://cdn.example.com/upload/' }),
      },
      admin,
    );
    expect(saved.code).toBe(0);
    const res = await upload([{ name: 'a.pdf', content: PDF }]);
    expect(res.data.url).toMatch(/^https:\/\/cdn\.example\.com\/upload\/\d{4}\/\d{2}\/\d{2}\/\d+\.pdf$/);
    expect(storedFiles(dir)).toHaveLength(1);
    const key = res.data.url.replace('https://cdn.example.com/upload/', '');
    expect((await t.raw({ method: 'GET', url: `/upload/${key}` })).statusCode).toBe(200);

    const cos = { region: 'ap-guangzhou', bucket: 'b', secretId: 'id', secretKey: 'key', url: 'https://b.cos.com/' };
    await t.post('/api/sys/config/prop/save', { type: 'upload', provider: 'qcloud', data: JSON.stringify(cos) }, admin);
    // Files stored while local storage was active are still served (cloud uploads: direct-upload.test.ts).
    expect((await t.raw({ method: 'GET', url: `/upload/${key}` })).statusCode).toBe(200);
    await t.post(
      '/api/sys/config/prop/save',
      { type: 'upload', provider: 'local', data: JSON.stringify({ localDir: `${dataDir}/upload/`, url: '/upload/' }) },
      admin,
    );
  });
});

describe('GET /upload/*', () => {
  it('serves only stored keys inside the directory', async () => {
    fs.mkdirSync(path.join(dataDir, 'upload'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'upload', 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(dataDir, 'outside.pdf'), PDF);
    for (const url of [
      '/upload/secret.txt',
      '/upload/../outside.pdf',
      '/upload/%2e%2e/outside.pdf',
      '/upload/2026/none.png',
    ]) {
      const res = await t.raw({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('parses ranges', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('bad');
    expect(parseRange('bytes=0-1,3-4', 10)).toBe('bad');
  });
});
