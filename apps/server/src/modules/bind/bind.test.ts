import { sysRole, sysRoleMenu } from '@server/db/schema/index.ts';
import { newId } from '@server/lib/ids.ts';
import { type BindInfo, ErrorCode, type Page, type SessionInfo, type SmsLogRecord } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin, presetCaptcha } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/** Sends an SMS code through the real endpoint and reads it from the kv store (the SMS log has no codes). */
async function smsCode(mobile: string, smsType: number): Promise<string> {
  const captcha = await presetCaptcha(t, `bind-${n++}`);
  const sent = await t.post('/api/sys/user/sms', { mobile, smsType, ...captcha });
  expect(sent.code, sent.msg).toBe(0);
  return (await t.ctx.kv.get(`sms:${smsType}:${mobile}`))!;
}

async function learner(mobile = '') {
  const u = await createUser(t, { mobile });
  return { ...u, token: (await login(t, u.userName)).token };
}

describe('SMS log', () => {
  it('records every send without the code, newest first, for admins only', async () => {
    const code = await smsCode('13900000001', 1);
    expect(code).toMatch(/^\d{6}$/);
    const log = await t.post<Page<SmsLogRecord>>('/api/sys/sms/paging', { params: { mobile: '139000' } }, admin);
    expect(log.data.records[0]).toMatchObject({
      mobile: '13900000001',
      smsType: 1,
      smsType_dictText: '绑定手机',
      provider: 'dev',
      code: '',
    });
    const u = await learner();
    expect((await t.post('/api/sys/sms/paging', {}, u.token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('bind and unbind with SMS codes', () => {
  it('binds, shows the masked mobile, refuses a second bind, and unbinds', async () => {
    const u = await learner();
    expect((await t.post<BindInfo>('/api/sys/user/bind/bind-info', {}, u.token)).data).toEqual({
      bound: false,
      mobile: '',
    });
    const mobile = '13900000002';
    const code = await smsCode(mobile, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.post('/api/sys/user/bind/bind-mobile', { mobile, smsCode: wrong }, u.token)).toMatchObject({
      code: ErrorCode.SMS_WRONG,
      msg: '短信验证码错误！',
    });
    expect((await t.post('/api/sys/user/bind/bind-mobile', { mobile, smsCode: code }, u.token)).code).toBe(0);
    expect((await t.post<BindInfo>('/api/sys/user/bind/bind-info', {}, u.token)).data).toEqual({
      bound: true,
      mobile: '139****0002',
    });
    expect((await t.post<SessionInfo>('/api/sys/user/info', {}, u.token)).data.mobile).toBe(mobile);
    // The code is used up.
    expect((await t.post('/api/sys/user/bind/bind-mobile', { mobile, smsCode: code }, u.token)).msg).toBe(
      '您已绑定手机号，请先解绑！',
    );

    const unbindCode = await smsCode(mobile, 2);
    expect((await t.post('/api/sys/user/bind/unbind-mobile', { mobile, smsCode: code }, u.token)).code).toBe(
      ErrorCode.SMS_WRONG,
    );
    expect((await t.post('/api/sys/user/bind/unbind-mobile', { mobile, smsCode: unbindCode }, u.token)).code).toBe(0);
    expect((await t.post<BindInfo>('/api/sys/user/bind/bind-info', {}, u.token)).data.bound).toBe(false);
  });

  it('refuses a mobile that belongs to another account', async () => {
    await learner('13900000003');
    const u = await learner();
    const res = await t.post('/api/sys/user/bind/bind-mobile', { mobile: '13900000003', smsCode: '123456' }, u.token);
    expect(res).toMatchObject({ code: ErrorCode.FAIL, msg: '该手机号已被其他账号绑定！' });
  });

  it('refuses to unbind a mobile that is not yours, or when none is bound', async () => {
    const u = await learner('13900000004');
    const res = await t.post('/api/sys/user/bind/unbind-mobile', { mobile: '13900000005', smsCode: '123456' }, u.token);
    expect(res.msg).toBe('手机号与当前绑定的手机号不一致！');
    const none = await learner();
    expect(
      (await t.post('/api/sys/user/bind/unbind-mobile', { mobile: '13900000004', smsCode: '1' }, none.token)).msg,
    ).toBe('您还没有绑定手机号！');
  });

  it('validates the input with the spec texts', async () => {
    const u = await learner();
    expect((await t.post('/api/sys/user/bind/bind-mobile', { smsCode: '1' }, u.token)).msg).toBe('手机号不能为空');
    expect((await t.post('/api/sys/user/bind/bind-mobile', { mobile: '123', smsCode: '1' }, u.token)).msg).toBe(
      '手机号码格式不正确！',
    );
    expect((await t.post('/api/sys/user/bind/bind-mobile', { mobile: '13900000009' }, u.token)).msg).toBe(
      '短信验证码不能为空',
    );
  });
});

describe('direct-bind and direct-unbind by the learner (spec: mobile, smsCode)', () => {
  const direct = (path: 'direct-bind' | 'direct-unbind', body: object, token: string) =>
    t.post(`/api/sys/user/bind/${path}`, body, token);

  it('binds and unbinds the caller with SMS codes of type 1 and 2', async () => {
    const u = await learner();
    const mobile = '13900000010';
    const code = await smsCode(mobile, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await direct('direct-bind', { mobile, smsCode: wrong }, u.token)).code).toBe(ErrorCode.SMS_WRONG);
    expect((await direct('direct-bind', { mobile, smsCode: code }, u.token)).code).toBe(0);
    expect((await t.post<BindInfo>('/api/sys/user/bind/bind-info', {}, u.token)).data).toEqual({
      bound: true,
      mobile: '139****0010',
    });
    expect((await direct('direct-bind', { mobile: '13900000011', smsCode: '123456' }, u.token)).msg).toBe(
      '您已绑定手机号，请先解绑！',
    );
    // Unbinding needs a type 2 code sent to the bound mobile.
    expect((await direct('direct-unbind', { mobile: '13900000011', smsCode: '1' }, u.token)).msg).toBe(
      '手机号与当前绑定的手机号不一致！',
    );
    const unbindCode = await smsCode(mobile, 2);
    expect((await direct('direct-unbind', { mobile, smsCode: code }, u.token)).code).toBe(ErrorCode.SMS_WRONG);
    expect((await direct('direct-unbind', { mobile, smsCode: unbindCode }, u.token)).code).toBe(0);
    expect((await t.post<SessionInfo>('/api/sys/user/info', {}, u.token)).data.mobile).toBe('');
    expect((await direct('direct-unbind', { mobile, smsCode: '1' }, u.token)).msg).toBe('您还没有绑定手机号！');
  });

  it('refuses a mobile of another account and validates with the spec texts', async () => {
    await learner('13900000012');
    const u = await learner();
    expect(await direct('direct-bind', { mobile: '13900000012', smsCode: '123456' }, u.token)).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '该手机号已被其他账号绑定！',
    });
    for (const path of ['direct-bind', 'direct-unbind'] as const) {
      expect(await direct(path, { smsCode: '1' }, u.token)).toMatchObject({
        code: ErrorCode.BAD_PARAMS,
        msg: '手机号不能为空',
      });
      expect((await direct(path, { mobile: '123', smsCode: '1' }, u.token)).msg).toBe('手机号码格式不正确！');
      expect(await direct(path, { mobile: '13900000013', smsCode: ' ' }, u.token)).toMatchObject({
        code: ErrorCode.BAD_PARAMS,
        msg: '短信验证码不能为空',
      });
      expect((await direct(path, { mobile: 13900000013 }, u.token)).code).toBe(ErrorCode.BAD_PARAMS);
    }
  });

  it('answers 10010002 without a session', async () => {
    const res = await t.post('/api/sys/user/bind/direct-bind', { mobile: '13900000014', smsCode: '1' });
    expect(res.code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe('direct bind by staff', () => {
  it('binds and unbinds without SMS with sys:user:edit, within the data scope', async () => {
    const u = await learner();
    const taken = await learner('13900000006');
    expect((await t.post('/api/sys/user/bind/direct-bind', { userId: u.id, mobile: '13900000007' }, admin)).code).toBe(
      0,
    );
    expect((await t.post<SessionInfo>('/api/sys/user/info', {}, u.token)).data.mobile).toBe('13900000007');
    expect((await t.post('/api/sys/user/bind/direct-bind', { userId: u.id, mobile: '13900000006' }, admin)).msg).toBe(
      '该手机号已被其他账号绑定！',
    );
    expect((await t.post('/api/sys/user/bind/direct-unbind', { userId: u.id }, admin)).code).toBe(0);
    expect((await t.post<SessionInfo>('/api/sys/user/info', {}, u.token)).data.mobile).toBe('');

    expect(
      (await t.post('/api/sys/user/bind/direct-bind', { userId: u.id, mobile: '13900000008' }, taken.token)).code,
    ).toBe(ErrorCode.FORBIDDEN);
    // A staff member whose scope is their own department does not see a user of another department.
    const roleId = newId();
    await t.ctx.db
      .insert(sysRole)
      .values({ id: roleId, roleName: '部门管理员', roleType: 2, dataScope: 2, roleLevel: 5 });
    await t.ctx.db
      .insert(sysRoleMenu)
      .values(['m-sys', 'm-sys-user', 'm-fn-sys-user-edit'].map((menuId) => ({ roleId, menuId })));
    await t.ctx.permissions.invalidate();
    const staff = await createUser(t, { roleIds: [roleId], deptCode: 'A01A02' });
    const s = await login(t, staff.userName);
    const res = await t.post('/api/sys/user/bind/direct-bind', { userId: u.id, mobile: '13900000008' }, s.token);
    expect(res.code).toBe(ErrorCode.NOT_FOUND);
  });
});
