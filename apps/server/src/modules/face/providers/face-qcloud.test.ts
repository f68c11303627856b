import { describe, expect, it } from 'vitest';
import { faceProviderSuite } from '../../../../test/face-provider-suite.ts';
import { qcloudStandIn } from '../../../../test/stand-ins/face/qcloud.ts';

const keys = {
  region: 'ap-guangzhou',
  secretId: 'AKIDxuekaoTestSecretId0001',
  secretKey: 'xuekaoTestSecretKey0001',
  groupId: 'xuekao',
};
const s = faceProviderSuite({ provider: 'qcloud', settings: keys, handler: () => qcloudStandIn(keys) });

describe('qcloud: signature', () => {
  it('a wrong SecretKey fails the TC3 signature at the vendor: a provider error naming the keys, not counted', async () => {
    await s.saveSettings({ ...keys, secretKey: 'not-the-right-key' });
    const l = await s.learner('gina');
    const v = await s.validate(l.token, 'gina');
    expect(v.pass).toBe(false);
    expect(v.failMsg).toContain('密钥或签名无效，请检查 SecretId 和 SecretKey');
    expect(s.standIn.problems()).toEqual(['qcloud: signature does not verify with the configured SecretKey']);
    s.handler.problems.length = 0;
    await s.saveSettings(keys);
    expect((await s.validate(l.token, 'gina')).pass).toBe(true);
  });
});
