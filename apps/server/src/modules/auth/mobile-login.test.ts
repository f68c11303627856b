import { ErrorCode, type SessionInfo, SmsType, UserState } from '@xuekao/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, presetCaptcha } from '../../../test/factories.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import { findSmsLogs } from '../sms/sms.queries.ts';
import { SMS_CODE_MAX_TRIES } from '../sms/sms.service.ts';
import { CAPTCHA_AFTER } from './login-guard.ts';
import { MOBILE_LOGIN_OFF } from './mobile-login.service.ts';

let t: TestApp;
let defaults: Awaited<ReturnType<TestApp['ctx']['settings']['switches']>>;
beforeAll(async () => {
  t = await buildTestApp(kvEnv());
  defaults = await t.ctx.settings.switches();
});
afterAll(() => t.close());
beforeEach(() => t.ctx.settings.saveSwitches({ ...defaults, mobileLogin: true }));

let seq = 0;
const nextIp = () => `10.44.${(seq >> 8) & 255}.${seq++ & 255}`;
let mobileSeq = 0;
const nextMobile = () => `136${String(Date.now() % 1e4).padStart(4, '0')}${String(mobileSeq++).padStart(4, '0')}`;
let captchaSeq = 0;
const captcha = () => presetCaptcha(t, `mlogin-${captchaSeq++}`);

const WRONG = '短信验证码错误！';
const DEAD = '短信验证码错误次数过多已失效，请重新获取短信验证码！';
const wrongOf = (code: string, i = 0) => String(((Number(code) - 100000 + 1 + i) % 900000) + 100000);

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

const sendLoginSms = async (mobile: string, ip = nextIp()) =>
  postFrom('/api/sys/user/sms', { mobile, smsType: SmsType.LOGIN, ...(await captcha()) }, ip);

/** Sends a login code through the real endpoint (resend gate lifted) and reads the stored code from kv. */
async function sendCode(mobile: string): Promise<string> {
  await t.ctx.kv.del(`sms-gate:${SmsType.LOGIN}:${mobile}`);
  const sent = await sendLoginSms(mobile);
  expect(sent.code, sent.msg).toBe(0);
  return (await t.ctx.kv.get(`sms:${SmsType.LOGIN}:${mobile}`))!;
}

/** A mobile login; with `withCaptcha` a fresh graphic captcha rides along (used only when asked for). */
const mobileLogin = async (mobile: string, smsCode: string, ip = nextIp(), withCaptcha = true) =>
  postFrom<SessionInfo>('/api/sys/user/mobile-login', { mobile, smsCode, ...(withCaptcha ? await captcha() : {}) }, ip);

async function userWithMobile(state: number = UserState.NORMAL) {
  const mobile = nextMobile();
  const u = await createUser(t, { mobile, state });
  return { ...u, mobile };
}

const smsLogCount = async (mobile: string) =>
  (await findSmsLogs(t.ctx.db, { current: 1, size: 10, orders: [] }, { mobile, smsType: SmsType.LOGIN })).total;

describe('mobile login', () => {
  it('is refused while the switch mobileLogin is off, and so is the login SMS', async () => {
    await t.ctx.settings.saveSwitches({ ...defaults, mobileLogin: false });
    const u = await userWithMobile();
    expect(await sendLoginSms(u.mobile)).toMatchObject({ code: 1, msg: MOBILE_LOGIN_OFF });
    expect(await t.ctx.kv.get(`sms:${SmsType.LOGIN}:${u.mobile}`)).toBeNull();
    expect(await mobileLogin(u.mobile, '123456')).toMatchObject({ code: 1, msg: MOBILE_LOGIN_OFF });
  });

  it('the right code signs in (session cookie, working token) and is used up', async () => {
    const u = await userWithMobile();
    const code = await sendCode(u.mobile);
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/user/mobile-login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: u.mobile, smsCode: ` ${code} ` }),
      remoteAddress: nextIp(),
    });
    const env = res.json() as Envelope<SessionInfo>;
    expect(env.code, env.msg).toBe(0);
    expect(env.data).toMatchObject({ userName: u.userName, mobile: u.mobile, roleType: 1 });
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const info = await t.post<SessionInfo>('/api/sys/user/info', {}, env.data.token);
    expect(info.data.userName).toBe(u.userName);
    expect((await mobileLogin(u.mobile, code)).msg).toBe(WRONG);
  });

  it('loginTick 1 ends the earlier sessions, as for the password login', async () => {
    const u = await userWithMobile();
    const first = await mobileLogin(u.mobile, await sendCode(u.mobile));
    await t.ctx.settings.saveSwitches({ ...defaults, mobileLogin: true, loginTick: 1 });
    const second = await mobileLogin(u.mobile, await sendCode(u.mobile));
    expect(second.code).toBe(0);
    expect((await t.post('/api/sys/user/info', {}, first.data.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await t.post('/api/sys/user/info', {}, second.data.token)).code).toBe(0);
  });

  it('a code dies after 5 wrong tries: then even the right code is refused', async () => {
    const u = await userWithMobile();
    const code = await sendCode(u.mobile);
    const answers: Envelope<unknown>[] = [];
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) answers.push(await mobileLogin(u.mobile, wrongOf(code, i)));
    expect(answers.slice(0, -1).every((a) => a.code === ErrorCode.SMS_WRONG && a.msg === WRONG)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: DEAD });
    expect(await mobileLogin(u.mobile, code)).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: DEAD });
    // A new SMS gives a new code that signs in (and the failures are then forgotten).
    expect((await mobileLogin(u.mobile, await sendCode(u.mobile))).code).toBe(0);
  });

  it('after 3 wrong codes of a mobile the graphic captcha is asked; a refusal for it uses no code try', async () => {
    const u = await userWithMobile();
    const code = await sendCode(u.mobile);
    for (let i = 0; i < CAPTCHA_AFTER; i++) {
      expect((await mobileLogin(u.mobile, wrongOf(code, i), nextIp(), false)).msg).toBe(WRONG);
    }
    for (let i = 0; i < 3; i++) {
      expect((await mobileLogin(u.mobile, code, nextIp(), false)).code).toBe(ErrorCode.CAPTCHA_WRONG);
    }
    const ok = await mobileLogin(u.mobile, code, nextIp(), true);
    expect(ok.code, ok.msg).toBe(0);
  });

  it('parallel guesses cannot slip past the limit: at most 5 of 30 are compared', async () => {
    const u = await userWithMobile();
    const code = await sendCode(u.mobile);
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? code : wrongOf(code, i)));
    const answers = await Promise.all(guesses.map((g) => mobileLogin(u.mobile, g)));
    const compared = answers.filter((a) => a.code === 0 || a.msg === WRONG);
    expect(compared.length).toBeLessThanOrEqual(SMS_CODE_MAX_TRIES);
    expect(answers.filter((a) => a.code === 0).length).toBeLessThanOrEqual(1);
  });

  it('an unknown mobile answers exactly like a wrong code, and dies the same way', async () => {
    const known = await userWithMobile();
    const knownCode = await sendCode(known.mobile);
    const unknown = nextMobile();
    await sendCode(unknown);
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i++) {
      const a = await mobileLogin(known.mobile, wrongOf(knownCode, i));
      const b = await mobileLogin(unknown, String(100000 + i));
      expect({ code: b.code, msg: b.msg, data: b.data }).toEqual({ code: a.code, msg: a.msg, data: a.data });
    }
    const never = await mobileLogin(nextMobile(), '123456');
    expect(never).toMatchObject({ code: ErrorCode.SMS_WRONG, msg: WRONG });
  });

  it('a disabled or pending account is refused only after the right code', async () => {
    const disabled = await userWithMobile(UserState.DISABLED);
    expect((await mobileLogin(disabled.mobile, '000000')).code).toBe(ErrorCode.SMS_WRONG);
    expect((await mobileLogin(disabled.mobile, await sendCode(disabled.mobile))).code).toBe(ErrorCode.USER_DISABLED);
    const pending = await userWithMobile(UserState.PENDING);
    expect((await mobileLogin(pending.mobile, await sendCode(pending.mobile))).code).toBe(ErrorCode.USER_PENDING);
  });

  it('validates the body with the spec texts', async () => {
    expect(await mobileLogin('12345', '123456')).toMatchObject({ code: ErrorCode.BAD_PARAMS });
    expect(await postFrom('/api/sys/user/mobile-login', { mobile: nextMobile() }, nextIp())).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '短信验证码不能为空',
    });
  });
});

describe('the login SMS does not reveal whether a mobile is registered', () => {
  it('answers alike for a bound and an unbound mobile, resend gate included; only the bound one gets an SMS', async () => {
    const known = await userWithMobile();
    const unknown = nextMobile();
    const a = await sendLoginSms(known.mobile);
    const b = await sendLoginSms(unknown);
    expect(b).toEqual(a);
    expect(a.code).toBe(0);
    const again = [await sendLoginSms(known.mobile), await sendLoginSms(unknown)];
    expect(again[1]).toEqual(again[0]);
    expect(again[0]).toMatchObject({ code: 1, msg: '短信发送过于频繁，请稍后再试！' });
    await vi.waitFor(async () => expect(await smsLogCount(known.mobile)).toBe(1));
    expect(await smsLogCount(unknown)).toBe(0);
  });

  it('needs the graphic captcha, used up by the call', async () => {
    const u = await userWithMobile();
    const c = await captcha();
    const body = { mobile: u.mobile, smsType: SmsType.LOGIN, ...c };
    expect((await postFrom('/api/sys/user/sms', body, nextIp())).code).toBe(0);
    await t.ctx.kv.del(`sms-gate:${SmsType.LOGIN}:${u.mobile}`);
    expect((await postFrom('/api/sys/user/sms', body, nextIp())).code).toBe(ErrorCode.CAPTCHA_WRONG);
  });
});
