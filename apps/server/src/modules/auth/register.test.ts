import { ErrorCode, type RegResult } from '@xuekao/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, presetCaptcha } from '../../../test/factories.ts';
import { findUserByName } from '../user/user.queries.ts';

let t: TestApp;
let defaults: Awaited<ReturnType<TestApp['ctx']['settings']['switches']>>;
beforeAll(async () => {
  t = await buildTestApp();
  defaults = await t.ctx.settings.switches();
});
afterAll(() => t.close());
beforeEach(() => t.ctx.settings.saveSwitches(defaults));

let n = 0;
const reg = async (extra: object = {}) =>
  t.post<RegResult>('/api/sys/user/reg', {
    userName: `reg${Date.now()}${n++}`,
    realName: '注册用户',
    password: 'abc123',
    confirm: 'abc123',
    deptCode: 'A01A02',
    ...(await presetCaptcha(t, `reg-${n}`)),
    ...extra,
  });

describe('registration follows the switches', () => {
  it('registers a learner in the chosen department and signs them in', async () => {
    const res = await reg();
    expect(res.code).toBe(0);
    expect(res.data.pending).toBe(false);
    expect(res.data.session).toMatchObject({
      roleType: 1,
      roles: ['student'],
      deptCode: 'A01A02',
      deptCode_dictText: '市场部',
    });
  });

  it('is refused when userReg is off', async () => {
    await t.ctx.settings.saveSwitches({ ...defaults, userReg: false });
    const res = await reg();
    expect(res).toMatchObject({ code: 1, success: false });
    expect(res.msg).toContain('未开放注册');
  });

  it('creates a pending user when userAudit is on; login then answers 90010006', async () => {
    await t.ctx.settings.saveSwitches({ ...defaults, userAudit: true });
    const name = `aud${Date.now()}`;
    const res = await reg({ userName: name });
    expect(res.data).toEqual({ pending: true, session: null });
    expect((await findUserByName(t.ctx.db, name))?.state).toBe(2);
    const l = await t.post('/api/sys/user/login', { username: name, password: 'abc123' });
    expect(l.code).toBe(ErrorCode.USER_PENDING);
  });

  it('puts the user in userDeptCode when userDeptType is 1', async () => {
    await t.ctx.settings.saveSwitches({ ...defaults, userDeptType: 1, userDeptCode: 'A01A03' });
    const res = await reg({ deptCode: 'A01A01' });
    expect(res.data.session?.deptCode).toBe('A01A03');
  });

  it('needs the captcha, a free account name, a known department and the password rules', async () => {
    const noCaptcha = await reg({ captchaKey: undefined, captchaValue: undefined });
    expect(noCaptcha.code).toBe(ErrorCode.CAPTCHA_WRONG);
    expect((await reg({ userName: 'admin' })).msg).toContain('账号已存在');
    expect((await reg({ deptCode: 'ZZZ' })).msg).toBe('所选部门不存在！');
    expect((await reg({ password: '123456', confirm: '123456' })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await reg({ confirm: 'abc124' })).msg).toBe('两次输入的密码不一致！');
    expect((await reg({ mobile: '12345' })).msg).toBe('手机号码格式不正确！');
  });
});

describe('forgot password by SMS', () => {
  it('sends a code after the captcha, once a minute, and resets the password with it and a new captcha', async () => {
    const u = await createUser(t, { mobile: '13800138000' });
    const send = async (key: string) =>
      t.post('/api/sys/user/sms', { mobile: '13800138000', smsType: 3, ...(await presetCaptcha(t, key)) });
    expect((await t.post('/api/sys/user/sms', { mobile: '13800138000', smsType: 3, captchaKey: 'x' })).msg).toBe(
      '图形验证码不能为空！',
    );
    expect((await send('s1')).code).toBe(0);
    expect((await send('s2')).msg).toContain('频繁');
    const code = await t.ctx.kv.get('sms:3:13800138000');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.post('/api/sys/user/forgot', {
      mobile: '13800138000',
      smsCode: '000000',
      password: 'new123',
      confirm: 'new123',
      ...(await presetCaptcha(t, 'f1')),
    });
    expect(wrong.code).toBe(ErrorCode.SMS_WRONG);
    const ok = await t.post('/api/sys/user/forgot', {
      mobile: '13800138000',
      smsCode: code,
      password: 'new123',
      confirm: 'new123',
      ...(await presetCaptcha(t, 'f2')),
    });
    expect(ok.code).toBe(0);
    expect((await login(t, u.userName, 'new123')).userId).toBe(u.id);
    const unbound = await t.post('/api/sys/user/sms', {
      mobile: '13900000000',
      smsType: 3,
      ...(await presetCaptcha(t, 's3')),
    });
    // An unbound mobile is answered like a bound one (modules/sms/forgot-sms.test.ts).
    expect(unbound.code).toBe(0);
  });
});
