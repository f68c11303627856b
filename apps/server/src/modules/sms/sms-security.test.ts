import { ErrorCode, SmsType } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, PASSWORD, presetCaptcha } from '../../../test/factories.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import { SMS_FORGOT } from '../auth/auth.service.ts';
import { SMS_ADDRESS_MAX_WRONG, SMS_CODE_MAX_TRIES, SMS_MOBILE_MAX_WRONG } from './sms.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(kvEnv());
});
afterAll(() => t.close());

let seq = 0;
const nextIp = () => `10.9.${(seq >> 8) & 255}.${seq++ & 255}`;
let mobileSeq = 0;
const nextMobile = () => `137${String(Date.now() % 1e4).padStart(4, '0')}${String(mobileSeq++).padStart(4, '0')}`;
let captchaSeq = 0;
const captcha = () => presetCaptcha(t, `sms-sec-${captchaSeq++}`);

const DEAD = '短信验证码错误次数过多已失效，请重新获取短信验证码！';
const NEW_PASS = 'newpass123';

/** POST from a given client address, with an optional token. */
async function postFrom<T = unknown>(url: string, body: object, ip: string, token?: string): Promise<Envelope<T>> {
  const res = await t.raw({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  return res.json() as Envelope<T>;
}

/** Sends a code through the real endpoint (the 60 s resend gate is lifted) and reads the real code from kv. */
async function sendCode(mobile: string, smsType: number): Promise<string> {
  await t.ctx.kv.del(`sms-gate:${smsType}:${mobile}`);
  const sent = await postFrom('/api/sys/user/sms', { mobile, smsType, ...(await captcha()) }, nextIp());
  expect(sent.code, sent.msg).toBe(0);
  return (await t.ctx.kv.get(`sms:${smsType}:${mobile}`))!;
}

const wrongOf = (code: string, i = 0) => String(((Number(code) - 100000 + 1 + i) % 900000) + 100000);

const forgot = async (mobile: string, smsCode: string, ip = nextIp(), withCaptcha = true) =>
  postFrom(
    '/api/sys/user/forgot',
    { mobile, smsCode, password: NEW_PASS, confirm: NEW_PASS, ...(withCaptcha ? await captcha() : {}) },
    ip,
  );

async function userWithMobile() {
  const mobile = nextMobile();
  const u = await createUser(t, { mobile });
  return { ...u, mobile };
}

describe('forgot password cannot be brute-forced', () => {
  it('needs the graphic captcha, used up by the call', async () => {
    const u = await userWithMobile();
    const code = await sendCode(u.mobile, SMS_FORGOT);
    const none = await forgot(u.mobile, code, nextIp(), false);
    expect(none).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '验证码标识不能为空！' });
    const body = { mobile: u.mobile, smsCode: code, password: NEW_PASS, confirm: NEW_PASS };
    const wrong = await postFrom(
      '/api/sys/user/forgot',
      { ...body, captchaKey: 'nope', captchaValue: 'zzzz' },
      nextIp(),
    );
    expect(wrong.code).toBe(ErrorCode.CAPTCHA_WRONG);
    const c = await captcha();
    expect((await postFrom('/api/sys/user/forgot', { ...body, ...c }, nextIp())).code).toBe(0);
    expect((await postFrom('/api/sys/user/forgot', { ...body, ...c }, nextIp())).code).toBe(ErrorCode.CAPTCHA_WRONG);
    expect((await login(t, u.userName, NEW_PASS)).userName).toBe(u.userName);
  });

  it('a code dies after 5 wrong tries: then even the right code (read from kv) is refused', async () => {
    const u = await userWithMobile();
    const code = await sendCode(u.mobile, SMS_FORGOT);
    // The attack: guess codes one after another (it found the code in 5,001 tries before).
    const answers: Envelope<unknown>[] = [];
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) answers.push(await forgot(u.mobile, wrongOf(code, i)));
    expect(answers.slice(0, -1).every((a) => a.code === ErrorCode.SMS_WRONG && a.msg === '短信验证码错误！')).toBe(
      true,
    );
    expect(answers.at(-1)).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: DEAD });
    expect(await forgot(u.mobile, code)).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: DEAD });
    expect((await login(t, u.userName, PASSWORD)).userName).toBe(u.userName);
    // A new SMS gives a new code with fresh tries.
    const fresh = await sendCode(u.mobile, SMS_FORGOT);
    expect((await forgot(u.mobile, wrongOf(fresh))).msg).toBe('短信验证码错误！');
    expect((await forgot(u.mobile, fresh)).code).toBe(0);
  });

  it('parallel guesses cannot slip past the limit: at most 5 of 40 are compared', async () => {
    const u = await userWithMobile();
    const code = await sendCode(u.mobile, SMS_FORGOT);
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? code : wrongOf(code, i)));
    const answers = await Promise.all(guesses.map((g) => forgot(u.mobile, g)));
    const compared = answers.filter((a) => a.code === 0 || a.msg === '短信验证码错误！');
    expect(compared.length).toBeLessThanOrEqual(SMS_CODE_MAX_TRIES);
    expect(answers.filter((a) => a.code === 0).length).toBeLessThanOrEqual(1);
    expect(await forgot(u.mobile, code)).toMatchObject({ code: ErrorCode.SMS_WRONG });
  });

  it('an address is refused after 20 wrong codes, over all mobiles', async () => {
    const ip = nextIp();
    for (let i = 0; i < SMS_ADDRESS_MAX_WRONG / 4; i++) {
      const mobile = nextMobile();
      for (let j = 0; j < 4; j++) expect((await forgot(mobile, '123456', ip)).code).toBe(ErrorCode.SMS_WRONG);
    }
    const u = await userWithMobile();
    const code = await sendCode(u.mobile, SMS_FORGOT);
    expect(await forgot(u.mobile, code, ip)).toMatchObject({
      code: ErrorCode.TOO_MANY,
      msg: '短信验证码错误次数过多，请15分钟后再试！',
    });
    expect((await forgot(u.mobile, code)).code).toBe(0);
  });

  it('a mobile is refused after 15 wrong codes within the hour, over all its codes', async () => {
    const u = await userWithMobile();
    for (let round = 0; round < SMS_MOBILE_MAX_WRONG / SMS_CODE_MAX_TRIES; round++) {
      const code = await sendCode(u.mobile, SMS_FORGOT);
      for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) await forgot(u.mobile, wrongOf(code, i));
    }
    const code = await sendCode(u.mobile, SMS_FORGOT);
    expect(await forgot(u.mobile, code)).toMatchObject({
      code: ErrorCode.TOO_MANY,
      msg: '该手机号短信验证码错误次数过多，请1小时后再试！',
    });
  });
});

describe('bind and unbind share the limits', () => {
  it('bind-mobile: after 5 wrong codes the right one is refused', async () => {
    const u = await createUser(t);
    const { token } = await login(t, u.userName);
    const mobile = nextMobile();
    const code = await sendCode(mobile, SmsType.BIND);
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) {
      const r = await postFrom(
        '/api/sys/user/bind/bind-mobile',
        { mobile, smsCode: wrongOf(code, i) },
        nextIp(),
        token,
      );
      expect(r.code).toBe(ErrorCode.SMS_WRONG);
    }
    const r = await postFrom('/api/sys/user/bind/bind-mobile', { mobile, smsCode: code }, nextIp(), token);
    expect(r).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: DEAD });
    const fresh = await sendCode(mobile, SmsType.BIND);
    expect((await postFrom('/api/sys/user/bind/bind-mobile', { mobile, smsCode: fresh }, nextIp(), token)).code).toBe(
      0,
    );
  });

  it('unbind-mobile: after 5 wrong codes the right one is refused; the address counter is shared', async () => {
    const u = await userWithMobile();
    const { token } = await login(t, u.userName);
    const code = await sendCode(u.mobile, SmsType.UNBIND);
    const ip = nextIp();
    const unbind = (smsCode: string, from = ip) =>
      postFrom('/api/sys/user/bind/unbind-mobile', { mobile: u.mobile, smsCode }, from, token);
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i++)
      expect((await unbind(wrongOf(code, i))).code).toBe(ErrorCode.SMS_WRONG);
    expect(await unbind(code)).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: DEAD });
    // 5 wrong unbind codes + 15 wrong forgot codes from the same address reach the address limit.
    for (let i = 0; i < SMS_ADDRESS_MAX_WRONG - SMS_CODE_MAX_TRIES; i++) await forgot(nextMobile(), '123456', ip);
    const fresh = await sendCode(u.mobile, SmsType.UNBIND);
    expect((await unbind(fresh)).code).toBe(ErrorCode.TOO_MANY);
    expect((await unbind(fresh, nextIp())).code).toBe(0);
  });
});
