import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cosAuthorization,
  ossPolicy,
  ossPolicySignature,
  ossSignature,
  qiniuEntry,
  qiniuPrivateUrl,
  qiniuQboxAuth,
  qiniuUploadToken,
  urlsafeB64,
} from './signing.ts';

const sha1b64 = (k: string, s: string) => createHmac('sha1', k).update(s).digest('base64');
const sha1hex = (k: string, s: string) => createHmac('sha1', k).update(s).digest('hex');

describe('Aliyun OSS signature v1', () => {
  it('PostObject: base64 JSON policy signed with HMAC-SHA1 of the AccessKeySecret', () => {
    const policy = ossPolicy(new Date('2026-01-01T00:00:00.000Z'), [['content-length-range', 1, 10]]);
    expect(JSON.parse(Buffer.from(policy, 'base64').toString())).toEqual({
      expiration: '2026-01-01T00:00:00.000Z',
      conditions: [['content-length-range', 1, 10]],
    });
    expect(ossPolicySignature(policy, 'sk')).toBe(sha1b64('sk', policy));
  });

  it('header signature: VERB, Content-MD5, Content-Type, Date, sorted x-oss- headers, /bucket/key', () => {
    const sig = ossSignature(
      'sk',
      {
        verb: 'PUT',
        contentType: 'image/png',
        date: 'Wed, 28 Dec 2022 10:27:41 GMT',
        ossHeaders: { 'X-OSS-Object-Acl': 'private', 'x-oss-meta-a': ' 1 ', 'Content-Disposition': 'x' },
      },
      '/b/k.png',
    );
    const text = 'PUT\n\nimage/png\nWed, 28 Dec 2022 10:27:41 GMT\nx-oss-meta-a:1\nx-oss-object-acl:private\n/b/k.png';
    expect(sig).toBe(sha1b64('sk', text));
  });
});

describe('Qiniu', () => {
  it('upload token = AccessKey:urlsafe_b64(hmac_sha1(encodedPutPolicy)):encodedPutPolicy', () => {
    const token = qiniuUploadToken('ak', 'sk', { scope: 'b:k', deadline: 1 });
    const encoded = urlsafeB64('{"scope":"b:k","deadline":1}');
    const sign = sha1b64('sk', encoded).replace(/\+/g, '-').replace(/\//g, '_');
    expect(token).toBe(`ak:${sign}:${encoded}`);
  });

  it('QBox management token over path and "\\n"; entries and private URLs', () => {
    expect(qiniuEntry('b', 'k')).toBe(urlsafeB64('b:k'));
    const sign = sha1b64('sk', '/stat/YjpL\n').replace(/\+/g, '-').replace(/\//g, '_');
    expect(qiniuQboxAuth('ak', 'sk', '/stat/YjpL')).toBe(`QBox ak:${sign}`);
    const url = qiniuPrivateUrl('ak', 'sk', 'http://d.example.com/a.png', 100);
    const base = 'http://d.example.com/a.png?e=100';
    expect(url).toBe(`${base}&token=ak:${sha1b64('sk', base).replace(/\+/g, '-').replace(/\//g, '_')}`);
  });
});

describe('Tencent COS request signature', () => {
  it('SignKey over KeyTime, HttpString of lower-cased sorted params and headers, StringToSign', () => {
    const auth = cosAuthorization({
      secretId: 'id',
      secretKey: 'sk',
      method: 'PUT',
      path: '/a b.png',
      params: { partNumber: '1', uploadId: 'x/y' },
      headers: { 'Content-Type': 'image/png', Host: 'b.cos.ap-guangzhou.myqcloud.com' },
      start: 10,
      end: 20,
    });
    const httpString =
      'put\n/a b.png\npartnumber=1&uploadid=x%2Fy\ncontent-type=image%2Fpng&host=b.cos.ap-guangzhou.myqcloud.com\n';
    const toSign = `sha1\n10;20\n${createHash('sha1').update(httpString).digest('hex')}\n`;
    const signature = sha1hex(sha1hex('sk', '10;20'), toSign);
    expect(auth).toBe(
      `q-sign-algorithm=sha1&q-ak=id&q-sign-time=10;20&q-key-time=10;20&q-header-list=content-type;host&q-url-param-list=partnumber;uploadid&q-signature=${signature}`,
    );
  });
});
