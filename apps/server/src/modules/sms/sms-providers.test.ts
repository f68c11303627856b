import { ErrorCode, SmsType } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin, presetCaptcha } from '../../../test/factories.ts';
import { type StandIn, startStandIn } from '../../../test/stand-ins/face/server.ts';
import { aliyunSmsStandIn, qcloudSmsStandIn } from '../../../test/stand-ins/sms/vendors.ts';
import { SMS_MOBILE_PER_DAY, SMS_MOBILE_PER_HOUR } from './sms.service.ts';

const aliyunKeys = { accessKeyId: 'LTAIsmsTestId', accessKeySecret: 'smsTestSecret' };
const qcloudKeys = { secretId: 'AKIDsmsTestId', secretKey: 'smsTestKey' };
const aliyun = aliyunSmsStandIn(aliyunKeys);
const qcloud = qcloudSmsStandIn(qcloudKeys);

let t: TestApp;
let standIn: StandIn;
let admin: string;
beforeAll(async () => {
  standIn = await startStandIn(aliyun, qcloud);
  t = await buildTestApp({ SMS_ENDPOINT: standIn.url });
  admin = (await loginAdmin(t)).token;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
afterEach(() => {
  standIn.mode = 'ok';
  expect(standIn.problems()).toEqual([]);
});

let seq = 0;
const mobile = () => `139${String(Date.now() % 1e4).padStart(4, '0')}${String(seq++).padStart(4, '0')}`;

async function useSms(provider: string, data: Record<string, string>) {
  const res = await t.post('/api/sys/config/prop/save', { type: 'sms', provider, data: JSON.stringify(data) }, admin);
  expect(res.code, res.msg).toBe(0);
}

async function send(m: string, smsType: number = SmsType.BIND) {
  await t.ctx.kv.del(`sms-gate:${smsType}:${m}`);
  const c = await presetCaptcha(t, `sms-p-${seq++}`);
  return t.post('/api/sys/user/sms', { mobile: m, smsType, ...c });
}

describe('SMS providers', () => {
  it('Aliyun SMS: the code reaches the stand-in with the template and sign, signed as documented', async () => {
    await useSms('aliyun', { ...aliyunKeys, signName: '学考', templateCode: 'SMS_154950909' });
    const m = mobile();
    const res = await send(m);
    expect(res.code, res.msg).toBe(0);
    const code = await t.ctx.kv.get(`sms:${SmsType.BIND}:${m}`);
    expect(aliyun.sent.at(-1)).toEqual({ mobile: m, code, template: 'SMS_154950909', sign: '学考' });
  });

  it('Aliyun SMS: a wrong secret fails at the vendor and the send is refused with its reason', async () => {
    await useSms('aliyun', { ...aliyunKeys, accessKeySecret: 'wrong-secret', signName: '学考', templateCode: 'SMS_1' });
    const res = await send(mobile());
    expect(res.msg).toContain('短信发送失败（阿里云短信：SignatureDoesNotMatch');
    aliyun.problems.length = 0;
  });

  it('Tencent Cloud SMS: the code reaches the stand-in (+86 number, TemplateParamSet), TC3 signature verified', async () => {
    await useSms('qcloud', { ...qcloudKeys, sdkAppId: '1400006666', signName: '学考', templateId: '449739' });
    const m = mobile();
    expect((await send(m)).code).toBe(0);
    const code = await t.ctx.kv.get(`sms:${SmsType.BIND}:${m}`);
    expect(qcloud.sent.at(-1)).toEqual({ mobile: m, code, template: '449739', sign: '学考' });
    standIn.mode = 'busy';
    expect((await send(mobile())).msg).toContain('LimitExceeded.PhoneNumberThirtySecondLimit');
  });

  it('the development provider is the default and can be chosen again', async () => {
    const detail = await t.post<{ provider: string }>(
      '/api/sys/config/prop/detail',
      { type: 'sms', provider: 'dev' },
      admin,
    );
    expect(detail.code).toBe(0);
    await useSms('dev', {});
    expect((await send(mobile())).code).toBe(0);
  });
});

describe('SMS limits', () => {
  it(`one mobile gets at most ${SMS_MOBILE_PER_HOUR} SMS an hour and ${SMS_MOBILE_PER_DAY} a day`, async () => {
    await useSms('dev', {});
    const m = mobile();
    for (let i = 0; i < SMS_MOBILE_PER_HOUR; i++) expect((await send(m)).code).toBe(0);
    const over = await send(m);
    expect(over.code).toBe(ErrorCode.TOO_MANY);
    expect(over.msg).toContain('每小时');
    const hour = Math.floor(Date.now() / 3_600_000);
    await t.ctx.kv.del(`sms-h:${m}:${hour}`);
    for (let i = SMS_MOBILE_PER_HOUR + 1; i < SMS_MOBILE_PER_DAY; i++) expect((await send(m)).code).toBe(0);
    await t.ctx.kv.del(`sms-h:${m}:${hour}`);
    const day = await send(m);
    expect(day.code).toBe(ErrorCode.TOO_MANY);
    expect(day.msg).toContain('今日短信已达上限');
  });
});
