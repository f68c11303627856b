import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directUpload } from './direct-upload';
import { effects } from './request';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const refused = (msg: string) =>
  new Response(JSON.stringify({ code: 1, msg, data: null, success: false }), {
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const notified: string[] = [];
const RECORDED = { url: 'https://cdn/x.png', name: 'a.png', size: 3, files: [] };

beforeEach(() => {
  fetchMock.mockReset();
  notified.length = 0;
  vi.spyOn(effects, 'notify').mockImplementation((m: string) => {
    notified.push(m);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const blob = new Blob([new Uint8Array([1, 2, 3])]);

describe('direct uploads', () => {
  it('OSS: token, PostObject form to the bucket, then record', async () => {
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u.endsWith('/common/oss/token'))
        return ok({
          host: 'https://b.oss',
          key: 'k.png',
          expire: 1,
          accessKeyId: 'id',
          contentType: 'image/png',
          policy: 'p',
          signature: 's',
        });
      if (u === 'https://b.oss') return new Response(null, { status: 200 });
      if (u.endsWith('/common/file/record')) return ok(RECORDED);
      return ok(null);
    });
    expect(await directUpload('aliyun', blob, 'a.png')).toEqual({ url: 'https://cdn/x.png', name: 'a.png', size: 3 });
    const form = fetchMock.mock.calls.find(([u]) => u === 'https://b.oss')?.[1]?.body as FormData;
    expect([...form.keys()]).toEqual([
      'key',
      'OSSAccessKeyId',
      'policy',
      'Signature',
      'success_action_status',
      'x-oss-forbid-overwrite',
      'Content-Type',
      'file',
    ]);
    expect(form.get('x-oss-forbid-overwrite')).toBe('true');
    expect(form.get('Content-Type')).toBe('image/png');
  });

  it('COS: each part with its own signature on the upload the server initiated, then complete and record', async () => {
    const big = new Blob([new Uint8Array(5)]);
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u.endsWith('/common/cos/token'))
        return ok({
          host: 'https://b.cos',
          key: 'k.png',
          expire: 1,
          uploadId: 'u/1',
          partSize: 2,
          partAuths: ['p1', 'p2', 'p3'],
          completeAuth: 'c',
        });
      if (u.startsWith('https://b.cos/k.png?partNumber')) return new Response(null, { headers: { ETag: '"e"' } });
      if (u === 'https://b.cos/k.png?uploadId=u%2F1') return new Response('<CompleteMultipartUploadResult/>');
      if (u.endsWith('/common/file/record')) return ok(RECORDED);
      return new Response(null, { status: 404 });
    });
    await directUpload('qcloud', big, 'a.png');
    const vendorCalls = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('https://b.cos'));
    expect(
      vendorCalls.map(([u, init]) => [String(u), (init?.headers as Record<string, string> | undefined)?.Authorization]),
    ).toEqual([
      ['https://b.cos/k.png?partNumber=1&uploadId=u%2F1', 'p1'],
      ['https://b.cos/k.png?partNumber=2&uploadId=u%2F1', 'p2'],
      ['https://b.cos/k.png?partNumber=3&uploadId=u%2F1', 'p3'],
      ['https://b.cos/k.png?uploadId=u%2F1', 'c'],
    ]);
    expect((vendorCalls[2]?.[1]?.body as Blob | undefined)?.size).toBe(1);
  });

  it('notifies the spec texts when a token or the vendor upload fails', async () => {
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u.endsWith('/token')) return refused('今日上传已达上限');
      return ok(null);
    });
    await expect(directUpload('aliyun', blob, 'a.png')).rejects.toThrow();
    await expect(directUpload('qcloud', blob, 'a.png')).rejects.toThrow();
    await expect(directUpload('qiniu', blob, 'a.png')).rejects.toThrow();
    expect(notified).toEqual([
      '获取上传令牌失败：今日上传已达上限',
      '获取COS上传令牌失败：今日上传已达上限',
      '获取七牛令牌失败：今日上传已达上限',
    ]);
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u.endsWith('/common/oss/token'))
        return ok({
          host: 'https://b.oss',
          key: 'k.png',
          expire: 1,
          accessKeyId: 'id',
          contentType: 'image/png',
          policy: 'p',
          signature: 's',
        });
      return new Response('<Error/>', { status: 403 });
    });
    await expect(directUpload('aliyun', blob, 'a.png')).rejects.toThrow('OSS上传失败');
    expect(notified.at(-1)).toBe('OSS上传失败：HTTP 403');
  });
});
