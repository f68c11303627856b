import { ErrorCode, type SessionInfo, USER_IMPORT_HEADERS } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin, multipart, USER_MENUS, xlsxOf } from '../../../test/user-helpers.ts';
import { findUserRoles } from './user.queries.ts';

/** Issue 10 item 2: sys:user:* hands out only roles within the caller's own power, and never to itself. */
let t: TestApp;
let admin: SessionInfo;
/** A level-5 user manager with every user permission and data scope "all". */
let mgr: Awaited<ReturnType<typeof createUserAdmin>>;
/** Same level as mgr, more permissions (the role page too). */
let richer: string;
/** Same level and permissions as mgr's subset, but a broader data scope than a dept-scoped manager. */
let wide: string;

const roleIdsOf = async (userId: string) => (await findUserRoles(t.ctx.db, userId)).map((r) => r.id).sort();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
  mgr = await createUserAdmin(t, { dataScope: 4, roleLevel: 5, deptCode: 'A01' });
  richer = (await createUserAdmin(t, { dataScope: 4, roleLevel: 5, deptCode: 'A01' })).roleId;
  const grant = [...USER_MENUS, 'm-sys-role', 'm-fn-sys-role-edit', 'm-fn-sys-role-menus'];
  expect((await t.post('/api/sys/role/save-menus', { id: richer, menuIds: grant }, admin.token)).code).toBe(0);
  wide = (await createUserAdmin(t, { dataScope: 4, roleLevel: 6, deptCode: 'A01', menus: ['m-sys-user'] })).roleId;
});
afterAll(() => t.close());

const saveSelf = (roleIds: string[]) =>
  t.post(
    '/api/sys/user/save',
    { id: mgr.user.id, userName: mgr.user.userName, realName: '经理', deptCode: 'A01', roleIds },
    mgr.session.token,
  );

describe('sys:user:edit cannot escalate', () => {
  it('refuses giving itself another role of the same level with more permissions (save and batch-role)', async () => {
    expect(await saveSelf([mgr.roleId, richer])).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '不能修改自己的角色，请联系上级管理员！',
    });
    const batch = await t.post(
      '/api/sys/user/batch-role',
      { ids: [mgr.user.id], roleIds: [richer] },
      mgr.session.token,
    );
    expect(batch.msg).toBe('不能修改自己的角色，请联系上级管理员！');
    expect(await roleIdsOf(mgr.user.id)).toEqual([mgr.roleId]);
    const info = (await t.post<SessionInfo>('/api/sys/user/info', {}, mgr.session.token)).data;
    expect(info.permissions).not.toContain('sys:role:edit');
    expect((await t.post('/api/sys/role/save-menus', { id: mgr.roleId, menuIds: [] }, mgr.session.token)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    // Editing its own profile with the roles unchanged still works.
    expect((await saveSelf([mgr.roleId])).code).toBe(0);
  });

  it('refuses giving anyone a role whose permissions exceed its own', async () => {
    const other = await createUser(t, { deptCode: 'A01A01' });
    const body = { id: other.id, userName: other.userName, realName: 'x', deptCode: 'A01A01', roleIds: [richer] };
    const res = await t.post('/api/sys/user/save', body, mgr.session.token);
    expect(res.msg).toMatch(/^不能分配权限或数据范围超出自己的角色「.+」，请联系上级管理员！$/);
    const batch = await t.post('/api/sys/user/batch-role', { ids: [other.id], roleIds: [richer] }, mgr.session.token);
    expect(batch.code).toBe(ErrorCode.FAIL);
    const created = await t.post(
      '/api/sys/user/save',
      { userName: `esc${Date.now()}`, realName: 'x', password: 'abc12345', deptCode: 'A01A01', roleIds: [richer] },
      mgr.session.token,
    );
    expect(created.code).toBe(ErrorCode.FAIL);
    expect(await roleIdsOf(other.id)).toEqual(['student']);
    // A role within reach (the learner role, no keys) is fine.
    expect(
      (await t.post('/api/sys/user/batch-role', { ids: [other.id], roleIds: ['student'] }, mgr.session.token)).code,
    ).toBe(0);
  });

  it('refuses giving a role with a broader data scope than its own', async () => {
    const scoped = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02' });
    const other = await createUser(t, { deptCode: 'A01A02' });
    const res = await t.post('/api/sys/user/batch-role', { ids: [other.id], roleIds: [wide] }, scoped.session.token);
    expect(res.msg).toMatch(/^不能分配权限或数据范围超出自己的角色/);
    expect(await roleIdsOf(other.id)).toEqual(['student']);
  });

  it('keeps a role the user already has when the caller edits other fields, if that role is within reach', async () => {
    const other = await createUser(t, { roleIds: [wide], deptCode: 'A01A01' });
    const body = { id: other.id, userName: other.userName, realName: '改名', deptCode: 'A01A01', roleIds: [wide] };
    expect((await t.post('/api/sys/user/save', body, mgr.session.token)).code).toBe(0);
    // A user holding a role beyond the caller (more keys) is not edited at all (user-reach-security.test.ts).
    const rich = await createUser(t, { roleIds: [richer], deptCode: 'A01A01' });
    const edit = { ...body, id: rich.id, userName: rich.userName, roleIds: [richer] };
    expect((await t.post('/api/sys/user/save', edit, mgr.session.token)).msg).toMatch(/权限或数据范围超出您的权限/);
  });

  it('refuses importing users with a role beyond its own', async () => {
    const name = `imp${Date.now().toString(36)}`;
    const roleName = (await t.post<{ roleName: string }>('/api/sys/role/detail', { id: richer }, admin.token)).data
      .roleName;
    const data = await xlsxOf(USER_IMPORT_HEADERS, [[name, '导入', 'abc12345', 'A01A01', '', roleName, '', '', '']]);
    const { payload, headers } = multipart([{ name: 'u.xlsx', data }]);
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/user/import',
      payload,
      headers: { ...headers, token: mgr.session.token },
    });
    expect(res.json()).toMatchObject({
      code: ErrorCode.FAIL,
      data: [{ row: 2, message: `不能分配权限或数据范围超出自己的角色：${roleName}` }],
    });
    expect((await t.post('/api/sys/user/paging', { params: { name } }, admin.token)).data).toMatchObject({ total: 0 });
  });

  it('lets the super administrator change its own roles', async () => {
    const res = await t.post('/api/sys/user/batch-role', { ids: ['10001'], roleIds: ['sa', 'teacher'] }, admin.token);
    expect(res.code).toBe(0);
    expect(await roleIdsOf('10001')).toEqual(['sa', 'teacher']);
    await login(t, 'admin', 'admin123');
  });
});
