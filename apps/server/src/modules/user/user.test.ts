import { DEFAULT_RESET_PASSWORD, ErrorCode, type Page, type SessionInfo, type UserView } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin, loginStudent, PASSWORD } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';
import { findUserByName, findUserRoles } from './user.queries.ts';

let t: TestApp;
let admin: SessionInfo;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

const paging = (params: object, token = admin.token, extra: object = {}) =>
  t.post<Page<UserView>>('/api/sys/user/paging', { current: 1, size: 100, params, ...extra }, token);
const newUser = (o: object = {}) => ({
  userName: `nu${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
  realName: '新用户',
  password: 'abc12345',
  deptCode: 'A01A02',
  roleIds: ['student'],
  ...o,
});

describe('/api/sys/user/paging', () => {
  it('presents users with department, state and role texts, never the password', async () => {
    const { data, code } = await paging({ name: 'student' });
    expect(code).toBe(0);
    const s = data.records.find((r) => r.userName === 'student');
    expect(s).toMatchObject({
      realName: '张三',
      deptCode: 'A01A01',
      deptCode_dictText: '研发中心',
      state: 0,
      state_dictText: '正常',
      roleIds: ['student'],
      roleNames: ['学员'],
      roleType: 1,
    });
    expect(s).not.toHaveProperty('password');
    expect(JSON.stringify(data)).not.toContain('scrypt');
  });

  it('filters: state 0 by default (-1 all), name on account or real name, department and below, role', async () => {
    const tag = `flt${Date.now().toString(36)}`;
    await createUser(t, { userName: `${tag}a`, realName: '甲', deptCode: 'A01A01A01' });
    await createUser(t, { userName: `${tag}b`, realName: '乙', deptCode: 'A01A02', state: 1 });
    await createUser(t, { userName: `${tag}c`, realName: `${tag}丙`, deptCode: 'A01A02', roleIds: ['teacher'] });
    const names = async (params: object) =>
      (await paging({ name: tag, ...params })).data.records.map((r) => r.userName);
    expect((await names({})).sort()).toEqual([`${tag}a`, `${tag}c`]);
    expect((await names({ state: -1 })).sort()).toEqual([`${tag}a`, `${tag}b`, `${tag}c`]);
    expect(await names({ state: 1 })).toEqual([`${tag}b`]);
    expect(await names({ deptCode: 'A01A01' })).toEqual([`${tag}a`]);
    expect(await names({ roleId: 'teacher' })).toEqual([`${tag}c`]);
    expect((await paging({ realName: `${tag}丙` })).data.records.map((r) => r.userName)).toEqual([`${tag}c`]);
    const sorted = await paging({ name: tag, state: -1 }, admin.token, {
      orders: [{ column: 'userName', asc: false }],
    });
    expect(sorted.data.records.map((r) => r.userName)).toEqual([`${tag}c`, `${tag}b`, `${tag}a`]);
    expect(sorted.data).toMatchObject({ total: 3, current: 1, size: 100, pages: 1 });
  });

  it('limits a staff member to their data scope', async () => {
    const tag = `scp${Date.now().toString(36)}`;
    await createUser(t, { userName: `${tag}mkt`, deptCode: 'A01A02' });
    await createUser(t, { userName: `${tag}rd`, deptCode: 'A01A01' });
    await createUser(t, { userName: `${tag}fe`, deptCode: 'A01A01A01' });
    const dept = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02' });
    const tree = await createUserAdmin(t, { dataScope: 3, roleLevel: 5, deptCode: 'A01A01' });
    const self = await createUserAdmin(t, { dataScope: 1, roleLevel: 5, deptCode: 'A01A01' });
    const names = async (token: string) =>
      (await paging({ name: tag }, token)).data.records.map((r) => r.userName).sort();
    expect(await names(dept.session.token)).toEqual([`${tag}mkt`]);
    expect(await names(tree.session.token)).toEqual([`${tag}fe`, `${tag}rd`]);
    expect(await names(self.session.token)).toEqual([]);
    const all = (await paging({ state: -1 }, dept.session.token)).data.records;
    expect(all.every((r) => r.deptCode === 'A01A02')).toBe(true);
    // outside the scope a user reads as missing
    const rd = await findUserByName(t.ctx.db, `${tag}rd`);
    const detail = await t.post('/api/sys/user/detail', { id: rd?.id }, dept.session.token);
    expect(detail.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses a learner', async () => {
    const s = await loginStudent(t);
    expect((await paging({}, s.token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('/api/sys/user/save and detail', () => {
  it('creates a staff user and a learner who can sign in, then edits one', async () => {
    const staff = newUser({ roleIds: ['teacher'], realName: '王老师', mobile: '13912345678', email: 'w@x.cn' });
    const res = await t.post<UserView>('/api/sys/user/save', staff, admin.token);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      userName: staff.userName,
      roleNames: ['教师'],
      roleType: 2,
      deptCode_dictText: '市场部',
    });
    const s = await login(t, staff.userName, 'abc12345');
    expect(s.roleType).toBe(2);
    const learner = await t.post<UserView>('/api/sys/user/save', newUser(), admin.token);
    expect(learner.data.roleType).toBe(1);

    const edit = await t.post<UserView>(
      '/api/sys/user/save',
      { ...staff, id: res.data.id, password: '', realName: '王主任', deptCode: 'A01A03', roleIds: ['teacher'] },
      admin.token,
    );
    expect(edit.data).toMatchObject({ realName: '王主任', deptCode: 'A01A03' });
    // the password was kept and the session refreshed
    const info = await t.post<SessionInfo>('/api/sys/user/info', {}, s.token);
    expect(info.data.realName).toBe('王主任');
    const detail = await t.post<UserView>('/api/sys/user/detail', { id: res.data.id }, admin.token);
    expect(detail.data).toMatchObject({ realName: '王主任', mobile: '13912345678', email: 'w@x.cn' });
  });

  it('refuses a taken account, no role, no password, an unknown department and bad formats', async () => {
    const first = newUser();
    expect((await t.post('/api/sys/user/save', first, admin.token)).code).toBe(0);
    expect(await t.post('/api/sys/user/save', { ...first }, admin.token)).toMatchObject({
      code: 1,
      msg: '账号已存在！',
    });
    expect(await t.post('/api/sys/user/save', newUser({ roleIds: [] }), admin.token)).toMatchObject({
      code: ErrorCode.ROLE_REQUIRED,
      msg: '至少要包含一个角色！',
    });
    expect((await t.post('/api/sys/user/save', newUser({ password: '' }), admin.token)).msg).toBe('密码不能为空！');
    expect((await t.post('/api/sys/user/save', newUser({ password: 'abcdef' }), admin.token)).msg).toBe(
      '密码必须包含数字和字母，且至少6位！',
    );
    expect((await t.post('/api/sys/user/save', newUser({ deptCode: 'Z99' }), admin.token)).msg).toBe('部门不存在！');
    expect((await t.post('/api/sys/user/save', newUser({ mobile: '12345' }), admin.token)).msg).toBe(
      '手机号码格式不正确！',
    );
    expect((await t.post('/api/sys/user/save', newUser({ email: 'nope' }), admin.token)).msg).toBe('邮箱格式不正确！');
    expect((await t.post('/api/sys/user/save', newUser({ idCard: '123' }), admin.token)).msg).toBe(
      '身份证号格式不正确！',
    );
    expect((await t.post('/api/sys/user/save', newUser({ roleIds: ['nope'] }), admin.token)).msg).toBe(
      '所选角色不存在！',
    );
  });

  it('keeps staff within their reach: no higher role, no department outside their scope', async () => {
    const mgr = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02' });
    const up = await t.post('/api/sys/user/save', newUser({ roleIds: ['sa'] }), mgr.session.token);
    expect(up.msg).toBe('不能分配级别高于自己的角色！');
    const out = await t.post('/api/sys/user/save', newUser({ deptCode: 'A01A01' }), mgr.session.token);
    expect(out.msg).toBe('只能选择自己管理范围内的部门！');
    expect((await t.post('/api/sys/user/save', newUser(), mgr.session.token)).code).toBe(0);
    const adminEdit = await t.post(
      '/api/sys/user/save',
      { id: '10001', userName: 'admin', realName: 'x', deptCode: 'A01A02', roleIds: ['student'] },
      mgr.session.token,
    );
    expect(adminEdit.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a new password given on edit ends the user sessions', async () => {
    const u = await createUser(t);
    const s = await login(t, u.userName);
    const res = await t.post(
      '/api/sys/user/save',
      { id: u.id, userName: u.userName, realName: 'x', deptCode: 'A01A01', roleIds: ['student'], password: 'new12345' },
      admin.token,
    );
    expect(res.code).toBe(0);
    expect((await t.post('/api/sys/user/info', {}, s.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
    await login(t, u.userName, 'new12345');
  });
});

describe('/api/sys/user/state', () => {
  it('disables (ending sessions) and enables users', async () => {
    const u = await createUser(t);
    const s = await login(t, u.userName);
    const res = await t.post('/api/sys/user/state', { ids: [u.id], state: 1 }, admin.token);
    expect(res.code).toBe(0);
    expect((await t.post('/api/sys/user/info', {}, s.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await t.post('/api/sys/user/login', { username: u.userName, password: PASSWORD })).code).toBe(
      ErrorCode.USER_DISABLED,
    );
    expect((await t.post('/api/sys/user/state', { ids: [u.id], state: 0 }, admin.token)).code).toBe(0);
    await login(t, u.userName);
  });

  it('refuses disabling oneself or the built-in admin, and a bad state', async () => {
    expect((await t.post('/api/sys/user/state', { ids: ['10001'], state: 1 }, admin.token)).msg).toBe(
      '不能禁用自己的账号！',
    );
    const other = await createUserAdmin(t, { dataScope: 4, roleLevel: 1, deptCode: 'A01' });
    expect((await t.post('/api/sys/user/state', { ids: ['10001'], state: 1 }, other.session.token)).code).toBe(
      ErrorCode.ADMIN_IMMUTABLE,
    );
    expect((await t.post('/api/sys/user/state', { ids: ['10002'], state: 7 }, admin.token)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
  });
});

describe('/api/sys/user/delete', () => {
  it('deletes users with their roles and ends their sessions', async () => {
    const u = await createUser(t);
    const s = await login(t, u.userName);
    expect((await t.post('/api/sys/user/delete', { ids: [u.id] }, admin.token)).code).toBe(0);
    expect(await findUserByName(t.ctx.db, u.userName)).toBeUndefined();
    expect(await findUserRoles(t.ctx.db, u.id)).toEqual([]);
    expect((await t.post('/api/sys/user/info', {}, s.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('refuses: nothing selected, oneself, the built-in admin, a higher rank, outside the scope', async () => {
    expect((await t.post('/api/sys/user/delete', { ids: [] }, admin.token)).msg).toBe('请至少选择一条数据！');
    expect((await t.post('/api/sys/user/delete', { ids: ['10001'] }, admin.token)).msg).toBe('不能删除自己的账号！');
    const peer = await createUserAdmin(t, { dataScope: 4, roleLevel: 1, deptCode: 'A01' });
    expect(await t.post('/api/sys/user/delete', { ids: ['10001'] }, peer.session.token)).toMatchObject({
      code: ErrorCode.ADMIN_IMMUTABLE,
      msg: '管理员账号无法修改！',
    });
    const low = await createUserAdmin(t, { dataScope: 4, roleLevel: 5, deptCode: 'A01' });
    const boss = await createUser(t, { roleIds: ['sa'] });
    expect((await t.post('/api/sys/user/delete', { ids: [boss.id] }, low.session.token)).msg).toBe(
      '不能删除级别高于自己的用户！',
    );
    const scoped = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02' });
    const elsewhere = await createUser(t, { deptCode: 'A01A01' });
    expect((await t.post('/api/sys/user/delete', { ids: [elsewhere.id] }, scoped.session.token)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // nothing of a refused batch is deleted
    const mixed = await t.post('/api/sys/user/delete', { ids: [elsewhere.id, boss.id] }, low.session.token);
    expect(mixed.code).toBe(1);
    expect(await findUserByName(t.ctx.db, elsewhere.userName)).toBeDefined();
    expect((await t.post('/api/sys/user/delete', { ids: [elsewhere.id] }, admin.token)).code).toBe(0);
  });
});

describe('/api/sys/user/reset-pass', () => {
  it('resets to the given or the default password and ends the sessions', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const s = await login(t, a.userName);
    expect((await t.post('/api/sys/user/reset-pass', { ids: [a.id, b.id] }, admin.token)).code).toBe(0);
    expect((await t.post('/api/sys/user/info', {}, s.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
    await login(t, a.userName, DEFAULT_RESET_PASSWORD);
    await login(t, b.userName, DEFAULT_RESET_PASSWORD);
    expect((await t.post('/api/sys/user/reset-pass', { id: a.id, password: 'zz99zz' }, admin.token)).code).toBe(0);
    await login(t, a.userName, 'zz99zz');
    expect((await t.post('/api/sys/user/reset-pass', { id: a.id, password: 'short' }, admin.token)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    const peer = await createUserAdmin(t, { dataScope: 4, roleLevel: 1, deptCode: 'A01' });
    expect((await t.post('/api/sys/user/reset-pass', { id: '10001' }, peer.session.token)).code).toBe(
      ErrorCode.ADMIN_IMMUTABLE,
    );
  });
});

describe('/api/sys/user/batch-dept and batch-role', () => {
  it('moves users to a department', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    expect(
      (await t.post('/api/sys/user/batch-dept', { ids: [a.id, b.id], deptCode: 'A01A03' }, admin.token)).code,
    ).toBe(0);
    const list = await paging({ deptCode: 'A01A03', name: a.userName });
    expect(list.data.records.map((r) => r.deptCode_dictText)).toEqual(['人力资源部']);
    expect((await t.post('/api/sys/user/batch-dept', { ids: [a.id], deptCode: 'Q1' }, admin.token)).msg).toBe(
      '部门不存在！',
    );
  });

  it('replaces roles and updates the sessions at once (roleType follows)', async () => {
    const u = await createUser(t);
    const s = await login(t, u.userName);
    expect(s.roleType).toBe(1);
    const res = await t.post('/api/sys/user/batch-role', { ids: [u.id], roleIds: ['teacher', 'student'] }, admin.token);
    expect(res.code).toBe(0);
    const info = await t.post<SessionInfo>('/api/sys/user/info', {}, s.token);
    expect(info.data.roleType).toBe(2);
    expect(info.data.roles.sort()).toEqual(['student', 'teacher']);
    expect(info.data.permissions).toContain('exam:add');
    expect((await t.post('/api/sys/user/batch-role', { ids: [u.id], roleIds: [] }, admin.token)).code).toBe(
      ErrorCode.ROLE_REQUIRED,
    );
    const low = await createUserAdmin(t, { dataScope: 4, roleLevel: 5, deptCode: 'A01' });
    // (u now holds teacher keys low lacks, so low may not touch u at all; a learner then.)
    const learner = await createUser(t);
    expect(
      (await t.post('/api/sys/user/batch-role', { ids: [learner.id], roleIds: ['sa'] }, low.session.token)).msg,
    ).toBe('不能分配级别高于自己的角色！');
    const peer = await createUserAdmin(t, { dataScope: 4, roleLevel: 1, deptCode: 'A01' });
    expect(
      (await t.post('/api/sys/user/batch-role', { ids: ['10001'], roleIds: ['student'] }, peer.session.token)).code,
    ).toBe(ErrorCode.ADMIN_IMMUTABLE);
  });
});
