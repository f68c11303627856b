import { describe, expect, it } from 'vitest';
import { faceProviderSuite } from '../../../../test/face-provider-suite.ts';
import { baiduStandIn } from '../../../../test/stand-ins/face/baidu.ts';

const keys = { appId: '11223344', appKey: 'baidu-api-key', secretKey: 'baidu-secret-key-0001', faceGroup: 'xuekao' };
const s = faceProviderSuite({ provider: 'baidu', settings: keys, handler: () => baiduStandIn(keys) });

describe('baidu: access token', () => {
  it('is fetched once and reused; an invalid token (110) is replaced and the match retried once', async () => {
    const l = await s.learner('frank');
    await s.validate(l.token, 'frank');
    const tokens = s.handler.hits.token ?? 0;
    const matches = s.handler.hits.match ?? 0;
    expect((await s.validate(l.token, 'frank')).pass).toBe(true);
    expect((await s.validate(l.token, 'frank')).pass).toBe(true);
    expect(s.handler.hits).toMatchObject({ token: tokens, match: matches + 2 });
    s.handler.revokeTokens();
    expect((await s.validate(l.token, 'frank')).pass).toBe(true);
    expect(s.handler.hits).toMatchObject({ token: tokens + 1, match: matches + 4 });
  });

  it('wrong keys are a provider error (not a face failure) naming the keys to check', async () => {
    await s.saveSettings({ ...keys, appKey: 'another-key' });
    const l = await s.learner('frank');
    const v = await s.validate(l.token, 'frank');
    expect(v).toMatchObject({ pass: false });
    expect(v.failMsg).toContain('请检查 API Key 和 Secret Key');
    expect(s.standIn.problems()).toHaveLength(1);
    s.handler.problems.length = 0;
    await s.saveSettings(keys);
    expect((await s.validate(l.token, 'frank')).pass).toBe(true);
  });
});
