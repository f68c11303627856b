import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, PASSWORD, presetCaptcha } from '../../../test/factories.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import {
  CAPTCHA_CHECKS_PER_MINUTE,
  CAPTCHA_GENS_PER_MINUTE,
  CAPTCHA_MAX_CHECKS,
  captchaGensKey,
} from './captcha.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(kvEnv());
});
afterAll(() => t.close());

let seq = 0;
const nextIp = () => `10.7.${(seq >> 8) & 255}.${seq++ & 255}`;
let keySeq = 0;
const newKey = () => `cap-sec-${keySeq++}`;

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

const check = (captchaKey: string, captchaValue: string, ip?: string) =>
  postFrom<boolean>('/api/common/captcha/check', { captchaKey, captchaValue }, ip);

describe('/api/common/captcha/check is no oracle', () => {
  it('a key may be wrong 3 times; then even the right answer is refused until a new image', async () => {
    const key = newKey();
    await presetCaptcha(t, key, 'abcd');
    for (const guess of ['aaaa', 'bbbb', 'cccc']) expect((await check(key, guess)).data).toBe(false);
    expect((await check(key, 'abcd')).data).toBe(false);
    // The dead key is no use to the call that relies on it either.
    const sms = await postFrom('/api/sys/user/sms', {
      mobile: '13600000001',
      smsType: 1,
      captchaKey: key,
      captchaValue: 'abcd',
    });
    expect(sms.code).toBe(ErrorCode.CAPTCHA_WRONG);
    // A new image for the key starts afresh.
    const img = await t.raw({ method: 'GET', url: `/api/common/captcha/gen?key=${key}` });
    expect(img.headers['content-type']).toContain('image/svg+xml');
    const text = (await t.ctx.kv.get(`captcha:${key}`))!;
    expect((await check(key, text.toUpperCase())).data).toBe(true);
  });

  it('a right check leaves the captcha for the call that relies on it, which uses it up', async () => {
    const key = newKey();
    await presetCaptcha(t, key, 'wxyz');
    expect((await check(key, 'WXYZ')).data).toBe(true);
    const body = { mobile: '13600000002', smsType: 1, captchaKey: key, captchaValue: 'wxyz' };
    expect((await postFrom('/api/sys/user/sms', body)).code).toBe(0);
    expect((await check(key, 'wxyz')).data).toBe(false);
    expect((await postFrom('/api/sys/user/sms', { ...body, mobile: '13600000003' })).code).toBe(
      ErrorCode.CAPTCHA_WRONG,
    );
  });

  it('parallel checks cannot slip past the limit: at most 3 of 20 right answers are confirmed', async () => {
    const key = newKey();
    await presetCaptcha(t, key, 'abcd');
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(key, 'abcd')));
    expect(answers.filter((a) => a.data === true).length).toBeLessThanOrEqual(CAPTCHA_MAX_CHECKS);
    expect((await check(key, 'abcd')).data).toBe(false);
  });

  it('limits the checks of one address per minute', async () => {
    const ip = nextIp();
    for (let i = 0; i < CAPTCHA_CHECKS_PER_MINUTE; i++) expect((await check(newKey(), 'abcd', ip)).code).toBe(0);
    expect(await check(newKey(), 'abcd', ip)).toMatchObject({
      code: ErrorCode.TOO_MANY,
      msg: '验证码校验过于频繁，请稍后再试！',
    });
    expect((await check(newKey(), 'abcd')).code).toBe(0);
  });
});

describe('every call that relies on a captcha uses it up', () => {
  const reuse = async (url: string, body: (i: number) => object) => {
    const c = await presetCaptcha(t, newKey());
    const first = await postFrom(url, { ...body(0), ...c });
    const second = await postFrom(url, { ...body(1), ...c });
    return [first.code, second.code];
  };

  it('login (when asked for), reg, sms and forgot', async () => {
    const sw = await t.ctx.settings.switches();
    await t.ctx.settings.saveSwitches({ ...sw, loginCaptcha: true, userReg: true });
    try {
      const u = await createUser(t);
      expect(await reuse('/api/sys/user/login', () => ({ username: u.userName, password: PASSWORD }))).toEqual([
        0,
        ErrorCode.CAPTCHA_WRONG,
      ]);
      const reg = (i: number) => ({
        userName: `capreg${Date.now()}${i}`,
        realName: '注册',
        password: 'abc123',
        confirm: 'abc123',
      });
      expect(await reuse('/api/sys/user/reg', reg)).toEqual([0, ErrorCode.CAPTCHA_WRONG]);
      const sms = (i: number) => ({ mobile: `1360000010${i}`, smsType: 1 });
      expect(await reuse('/api/sys/user/sms', sms)).toEqual([0, ErrorCode.CAPTCHA_WRONG]);
      const forgot = () => ({ mobile: '13600000200', smsCode: '123456', password: 'abc123', confirm: 'abc123' });
      // The first forgot passes the captcha and fails on the SMS code; the second fails on the captcha.
      expect(await reuse('/api/sys/user/forgot', forgot)).toEqual([ErrorCode.SMS_WRONG, ErrorCode.CAPTCHA_WRONG]);
    } finally {
      await t.ctx.settings.saveSwitches(sw);
    }
  });
});

describe('/api/common/captcha/gen from one address', () => {
  const gen = (key: string, ip: string) =>
    t.raw({ method: 'GET', url: `/api/common/captcha/gen?key=${key}`, remoteAddress: ip });

  it(`draws up to ${CAPTCHA_GENS_PER_MINUTE} images a minute, then answers 429 with a "wait" image and stores nothing`, async () => {
    const ip = nextIp();
    const first = await gen(newKey(), ip);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    // the rest of the minute's allowance used up (as many drawings would)
    await t.ctx.kv.incrBy(captchaGensKey(ip), CAPTCHA_GENS_PER_MINUTE - 1, 60);
    const key = newKey();
    const refused = await gen(key, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('请稍后再试');
    expect(await t.ctx.kv.get(`captcha:${key}`)).toBeNull();
    // another address (another school) is not held up
    expect((await gen(newKey(), nextIp())).statusCode).toBe(200);
  });
});
