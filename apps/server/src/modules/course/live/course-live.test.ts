import { createHash } from 'node:crypto';
import { ErrorCode, type LivePushInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { loginAdmin, loginStudent } from '../../../../test/factories.ts';
import { signedPullUrl } from './course-live.service.ts';
import { aliyunAuthKey, livePull, livePush, signLiveUrl } from './live-sign.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('Aliyun live auth_key type A', () => {
  it('auth_key = timestamp-rand-uid-md5("/path-timestamp-rand-uid-privatekey")', () => {
    expect(aliyunAuthKey({ uri: '/app/stream', key: 'k1', expires: 1700000000 })).toBe(
      `1700000000-0-0-${md5('/app/stream-1700000000-0-0-k1')}`,
    );
    expect(aliyunAuthKey({ uri: '/a/b.m3u8', key: 'k', expires: 5, rand: 'abc', uid: '7' })).toBe(
      `5-abc-7-${md5('/a/b.m3u8-5-abc-7-k')}`,
    );
  });

  it('push and pull addresses sign the stream path with the push and pull keys; no key leaves them bare', () => {
    const s = { pushDomain: 'push.example.com', pushKey: 'pk', pullDomain: 'live.example.com', pullKey: 'lk' };
    const push = livePush(s, 'f1', 100);
    expect(push.server).toBe('rtmp://push.example.com/xuekao/');
    expect(push.streamKey).toBe(`f1?auth_key=100-0-0-${md5('/xuekao/f1-100-0-0-pk')}`);
    expect(push.url).toBe(`${push.server}${push.streamKey}`);
    const pull = livePull(s, 'f1', 100);
    expect(pull.m3u8).toBe(
      `https://live.example.com/xuekao/f1.m3u8?auth_key=100-0-0-${md5('/xuekao/f1.m3u8-100-0-0-lk')}`,
    );
    expect(pull.flv).toBe(
      `https://live.example.com/xuekao/f1.flv?auth_key=100-0-0-${md5('/xuekao/f1.flv-100-0-0-lk')}`,
    );
    expect(pull.rtmp).toBe(`rtmp://live.example.com/xuekao/f1?auth_key=100-0-0-${md5('/xuekao/f1-100-0-0-lk')}`);
    expect(signLiveUrl('https://live.example.com/a/b.flv', '', 100)).toBe('https://live.example.com/a/b.flv');
    // An old auth_key is replaced, other parameters kept.
    expect(signLiveUrl('https://h/a/b.flv?x=1&auth_key=old', 'k', 9)).toBe(
      `https://h/a/b.flv?x=1&auth_key=9-0-0-${md5('/a/b.flv-9-0-0-k')}`,
    );
  });
});

describe('/api/course/live/push-info', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await loginAdmin(t)).token;
  });
  afterAll(() => t.close());

  const saveFile = async (body: Record<string, unknown>) => {
    const res = await t.post<{ id: string }>('/api/course/file/save', { catId: '', needLearn: 60, ...body }, admin);
    expect(res.code, res.msg).toBe(0);
    return res.data.id;
  };

  it('staff get the OBS server and stream key of a live file once the live configuration is filled in', async () => {
    const id = await saveFile({ title: '直播课', fileType: 5, viewUrl: 'https://live.example.com/xuekao/x.m3u8' });
    expect((await t.post('/api/course/live/push-info', { id }, admin)).msg).toBe(
      '请先在系统配置的直播配置中填写推流域名和播放域名！',
    );
    const data = {
      pushDomain: 'push.example.com',
      pushKey: 'pushsecret1',
      pullDomain: 'live.example.com',
      pullKey: 'pullsecret1',
    };
    await t.post('/api/sys/config/prop/save', { type: 'live', provider: 'aliyun', data: JSON.stringify(data) }, admin);
    const res = await t.post<LivePushInfo>('/api/course/live/push-info', { id }, admin);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.server).toBe('rtmp://push.example.com/xuekao/');
    const [ts, rand, uid, hash] = (res.data.streamKey.split('auth_key=')[1] ?? '').split('-');
    expect(Number(ts) - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    expect(hash).toBe(md5(`/xuekao/${id}-${ts}-${rand}-${uid}-pushsecret1`));
    expect(res.data.pull.m3u8).toContain(`https://live.example.com/xuekao/${id}.m3u8?auth_key=`);

    // A learner's playback address on the pull domain is signed; other addresses stay as they are.
    const signed = await signedPullUrl(t.ctx, 'https://live.example.com/xuekao/x.m3u8');
    const [pts, , , phash] = (signed.split('auth_key=')[1] ?? '').split('-');
    expect(phash).toBe(md5(`/xuekao/x.m3u8-${pts}-0-0-pullsecret1`));
    expect(await signedPullUrl(t.ctx, 'https://other.example.com/a.m3u8')).toBe('https://other.example.com/a.m3u8');
  });

  it('refuses files that are not live, and learners', async () => {
    const id = await saveFile({ title: '文档', fileType: 11, viewUrl: 'https://files.example.com/a.html' });
    expect((await t.post('/api/course/live/push-info', { id }, admin)).msg).toBe('只有直播课件才有推流地址！');
    const student = (await loginStudent(t)).token;
    expect((await t.post('/api/course/live/push-info', { id }, student)).code).toBe(ErrorCode.FORBIDDEN);
  });
});
