import { DEFAULT_RESET_PASSWORD, ErrorCode, type SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';
import { findUserByName, getUserById } from './user.queries.ts';

/**
 * Issue 10 (audit findings 1, 2a, 2b): acting on another user needs the user within the caller's data scope,
 * every role of theirs within the caller's reach, and never the built-in admin unless super administrator.
 */
let t: TestApp;
let admin: SessionInfo;
/** A level-5 user manager of A01 and below (user menus only). */
let mgr: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
  mgr = (await createUserAdmin(t, { dataScope: 3, roleLevel: 5, deptCode: 'A01' })).session.token;
});
afterAll(() => t.close());

const mobileOf = async (id: string) => (await getUserById(t.ctx.db, id)).mobile;
const signsIn = async (username: string, password: string) =>
  (await t.post('/api/sys/user/login', { username, password })).code === 0;

describe('the built-in admin is out of reach of anyone but the super administrator', () => {
  it('refuses direct-bind and direct-unbind of admin (no takeover through 忘记密码)', async () => {
    const before = await mobileOf('10001');
    const bind = await t.post('/api/sys/user/bind/direct-bind', { userId: '10001', mobile: '13912345678' }, mgr);
    expect(bind.code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    expect(await mobileOf('10001')).toBe(before);
    const unbind = await t.post('/api/sys/user/bind/direct-unbind', { userId: '10001' }, mgr);
    expect(unbind.code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    expect(await mobileOf('10001')).toBe(before);
    expect(await findUserByName(t.ctx.db, 'admin')).toBeDefined();
  });

  it('refuses a level-1, scope-all user editor saving admin with a new password', async () => {
    const ed = (await createUserAdmin(t, { dataScope: 4, roleLevel: 1, deptCode: 'A01' })).session.token;
    const detail = (await t.post<{ realName: string; deptCode: string }>('/api/sys/user/detail', { id: '10001' }, ed))
      .data;
    const body = {
      id: '10001',
      userName: 'admin',
      realName: detail.realName,
      deptCode: detail.deptCode,
      roleIds: ['sa'],
      password: 'Takeover99',
    };
    expect((await t.post('/api/sys/user/save', body, ed)).code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    // Not even a harmless field of admin.
    const rename = { ...body, password: undefined, realName: '改个名' };
    expect((await t.post('/api/sys/user/save', rename, ed)).code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    expect(await signsIn('admin', 'Takeover99')).toBe(false);
    // The super administrator still edits its own account.
    expect((await t.post('/api/sys/user/save', { ...rename, realName: detail.realName }, admin.token)).code).toBe(0);
  });
});

describe('a user holding more than the caller is out of reach', () => {
  it('refuses every action on a same-level peer whose role holds more keys', async () => {
    const power = await createStaffRole(t, ['m-sys', 'm-sys-sms', 'm-qu-list', 'm-sys-role', 'm-fn-sys-role-edit']);
    const peer = await createUser(t, { roleIds: [power], deptCode: 'A01A01', mobile: '13700000001' });
    const refused = /^用户「.+」的角色「.+」权限或数据范围超出您的权限，不能.+，请联系上级管理员！$/;
    const attempts: Array<[string, object]> = [
      ['/api/sys/user/reset-pass', { ids: [peer.id], password: 'Owned12345' }],
      [
        '/api/sys/user/save',
        {
          id: peer.id,
          userName: peer.userName,
          realName: 'x',
          deptCode: 'A01A01',
          roleIds: [power],
          password: 'Owned12345',
        },
      ],
      ['/api/sys/user/state', { ids: [peer.id], state: 1 }],
      ['/api/sys/user/delete', { ids: [peer.id] }],
      ['/api/sys/user/batch-dept', { ids: [peer.id], deptCode: 'A01A02' }],
      ['/api/sys/user/batch-role', { ids: [peer.id], roleIds: ['student'] }],
      ['/api/sys/user/bind/direct-bind', { userId: peer.id, mobile: '13700000002' }],
      ['/api/sys/user/bind/direct-unbind', { userId: peer.id }],
    ];
    for (const [url, body] of attempts) {
      const res = await t.post(url, body, mgr);
      expect({ url, code: res.code, ok: refused.test(res.msg) }).toEqual({ url, code: ErrorCode.FAIL, ok: true });
    }
    const row = await getUserById(t.ctx.db, peer.id);
    expect(row).toMatchObject({ deptCode: 'A01A01', state: 0, mobile: '13700000001' });
    expect(await signsIn(peer.userName, 'Owned12345')).toBe(false);
  });

  it('refuses a peer whose role has a broader data scope, and still acts on users within reach', async () => {
    const wide = (await createUserAdmin(t, { dataScope: 4, roleLevel: 6, deptCode: 'A01A01', menus: ['m-sys-user'] }))
      .user;
    expect((await t.post('/api/sys/user/reset-pass', { ids: [wide.id] }, mgr)).msg).toMatch(/超出您的权限/);
    const narrow = (await createUserAdmin(t, { dataScope: 2, roleLevel: 6, deptCode: 'A01A01', menus: ['m-sys-user'] }))
      .user;
    const learner = await createUser(t, { deptCode: 'A01A02' });
    expect((await t.post('/api/sys/user/reset-pass', { ids: [narrow.id, learner.id] }, mgr)).code).toBe(0);
    const bind = await t.post('/api/sys/user/bind/direct-bind', { userId: learner.id, mobile: '13700000003' }, mgr);
    expect(bind.code).toBe(0);
    expect(await mobileOf(learner.id)).toBe('13700000003');
    // The super administrator reaches everyone.
    expect((await t.post('/api/sys/user/reset-pass', { ids: [wide.id] }, admin.token)).code).toBe(0);
    await login(t, wide.userName, DEFAULT_RESET_PASSWORD);
  });
});
