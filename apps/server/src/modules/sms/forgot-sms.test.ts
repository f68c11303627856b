import { ErrorCode, SmsType } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, presetCaptcha } from '../../../test/factories.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import { findSmsLogs } from './sms.queries.ts';

/**
 * The forgot-password SMS (type 3) must not tell whether a mobile is registered (issue 15): a bound and an
 * unbound mobile get the same answer, the same captcha use and resend gate, a stored code, and the SMS is
 * sent after the answer and only to the bound one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(kvEnv());
});
afterAll(() => t.close());

let seq = 0;
const nextIp = () => `10.45.${(seq >> 8) & 255}.${seq++ & 255}`;
let mobileSeq = 0;
const nextMobile = () => `135${String(Date.now() % 1e4).padStart(4, '0')}${String(mobileSeq++).padStart(4, '0')}`;
let captchaSeq = 0;
const captcha = () => presetCaptcha(t, `forgot-sms-${captchaSeq++}`);

async function postFrom<T = unknown>(url: string, body: object, ip = nextIp()): Promise<Envelope<T>> {
  const res = await t.raw({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  return res.json() as Envelope<T>;
}

const sendForgotSms = async (mobile: string) =>
  postFrom('/api/sys/user/sms', { mobile, smsType: SmsType.FORGOT, ...(await captcha()) });
const smsLogCount = async (mobile: string) =>
  (await findSmsLogs(t.ctx.db, { current: 1, size: 10, orders: [] }, { mobile, smsType: SmsType.FORGOT })).total;

describe('the forgot-password SMS does not reveal whether a mobile is registered', () => {
  it('answers alike for a bound and an unbound mobile, resend gate included; only the bound one gets an SMS', async () => {
    const known = nextMobile();
    await createUser(t, { mobile: known });
    const unknown = nextMobile();
    const a = await sendForgotSms(known);
    const b = await sendForgotSms(unknown);
    expect(a).toMatchObject({ code: 0 });
    expect(b).toEqual(a);
    // A code is stored either way (nobody can read the unbound one's).
    expect(await t.ctx.kv.get(`sms:${SmsType.FORGOT}:${known}`)).toMatch(/^\d{6}$/);
    expect(await t.ctx.kv.get(`sms:${SmsType.FORGOT}:${unknown}`)).toMatch(/^\d{6}$/);
    const again = [await sendForgotSms(known), await sendForgotSms(unknown)];
    expect(again[1]).toEqual(again[0]);
    expect(again[0]).toMatchObject({ code: 1, msg: '短信发送过于频繁，请稍后再试！' });
    await vi.waitFor(async () => expect(await smsLogCount(known)).toBe(1));
    expect(await smsLogCount(unknown)).toBe(0);
  });

  it('uses up the graphic captcha for an unbound mobile too', async () => {
    const c = await captcha();
    const body = { mobile: nextMobile(), smsType: SmsType.FORGOT, ...c };
    expect((await postFrom('/api/sys/user/sms', body)).code).toBe(0);
    expect((await postFrom('/api/sys/user/sms', { ...body, mobile: nextMobile() })).code).toBe(ErrorCode.CAPTCHA_WRONG);
  });

  it('a reset with an unbound mobile fails like a wrong code', async () => {
    const unknown = nextMobile();
    expect((await sendForgotSms(unknown)).code).toBe(0);
    const reset = await postFrom('/api/sys/user/forgot', {
      mobile: unknown,
      smsCode: '123456',
      password: 'new123',
      confirm: 'new123',
      ...(await captcha()),
    });
    expect(reset).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: '短信验证码错误！' });
  });
});
