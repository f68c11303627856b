import { describe, expect, it } from 'vitest';
import { faceProviderSuite } from '../../../../test/face-provider-suite.ts';
import { aliyunStandIn } from '../../../../test/stand-ins/face/aliyun.ts';

const keys = { accessKeyId: 'LTAIxuekaoTestKeyId', accessKeySecret: 'xuekaoTestAccessKeySecret', dbName: 'xuekao' };
const s = faceProviderSuite({ provider: 'aliyun', settings: keys, handler: () => aliyunStandIn(keys) });

describe('aliyun: signature', () => {
  it('a wrong AccessKeySecret fails the RPC signature at the vendor: a provider error, not counted', async () => {
    await s.saveSettings({ ...keys, accessKeySecret: 'not-the-right-secret' });
    const l = await s.learner('hugo');
    const v = await s.validate(l.token, 'hugo');
    expect(v.pass).toBe(false);
    expect(v.failMsg).toContain('签名错误，请检查 AccessKeySecret');
    expect(s.standIn.problems()).toEqual(['aliyun: Signature does not verify with the configured AccessKeySecret']);
    s.handler.problems.length = 0;
    await s.saveSettings(keys);
    expect((await s.validate(l.token, 'hugo')).pass).toBe(true);
  });
});
