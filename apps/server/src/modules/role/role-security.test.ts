import { ErrorCode, type RoleView, type SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';

/** Issue 10 item 2: sys:role:* cannot widen anybody's power beyond the caller's own. */
let t: TestApp;
let admin: SessionInfo;
/** A level-5 role manager whose data scope is their own data only. */
let mgr: Awaited<ReturnType<typeof createUserAdmin>>;
const ROLE_MENUS = [
  'm-sys',
  'm-sys-role',
  'm-fn-sys-role-add',
  'm-fn-sys-role-edit',
  'm-fn-sys-role-delete',
  'm-fn-sys-role-menus',
  'm-sys-depart',
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
  mgr = await createUserAdmin(t, { dataScope: 1, roleLevel: 5, deptCode: 'A01A02', menus: ROLE_MENUS });
});
afterAll(() => t.close());

const saveRole = (body: object, token = mgr.session.token) => t.post<RoleView>('/api/sys/role/save', body, token);
const roleOf = async (id: string) => (await t.post<RoleView>('/api/sys/role/detail', { id }, admin.token)).data;

describe('sys:role:edit cannot escalate', () => {
  it('refuses widening its own role data scope from self to all (and any edit of its own role)', async () => {
    const own = await roleOf(mgr.roleId);
    const attack = await saveRole({ ...own, dataScope: 4 });
    expect(attack.code).toBe(ErrorCode.FAIL);
    expect((await roleOf(mgr.roleId)).dataScope).toBe(1);
    expect((await saveRole({ ...own, remark: '只改备注' })).msg).toBe('不能修改自己所属的角色，请联系上级管理员！');
    const list = await t.post('/api/sys/user/paging', { current: 1, size: 10, params: {} }, mgr.session.token);
    expect(list.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('refuses giving any role a data scope broader than its own', async () => {
    const created = await saveRole({ roleName: '越权角色', dataScope: 4, roleLevel: 6 });
    expect(created).toMatchObject({ code: ErrorCode.FAIL, msg: '数据权限不能超出自己的数据权限（仅本人）！' });
    const low = (await saveRole({ roleName: '下级角色', dataScope: 1, roleLevel: 6 })).data;
    expect(low.dataScope).toBe(1);
    expect((await saveRole({ ...low, dataScope: 3 })).msg).toBe('数据权限不能超出自己的数据权限（仅本人）！');
    expect((await roleOf(low.id)).dataScope).toBe(1);
  });

  it('refuses granting menus it does not hold, and granting its own role', async () => {
    const low = (await saveRole({ roleName: '菜单下级', dataScope: 1, roleLevel: 7 })).data;
    const grant = (id: string, menuIds: string[]) =>
      t.post('/api/sys/role/save-menus', { id, menuIds }, mgr.session.token);
    expect((await grant(low.id, ['m-sys', 'm-sys-user', 'm-fn-sys-user-reset'])).msg).toBe(
      '不能授予自己没有的菜单：用户管理、重置密码，请取消勾选后重试！',
    );
    expect((await t.post<string[]>('/api/sys/role/list-menus', { id: low.id }, admin.token)).data).toEqual([]);
    expect((await grant(low.id, ['m-sys', 'm-sys-depart'])).code).toBe(0);
    expect((await grant(mgr.roleId, [...ROLE_MENUS, 'm-fn-sys-depart-add'])).msg).toBe(
      '不能授权自己所属的角色，请联系上级管理员！',
    );
    // Menus the role has beyond the caller's stay when the caller saves the ones they hold.
    expect((await t.post('/api/sys/role/save-menus', { id: low.id, menuIds: ['m-sys-user'] }, admin.token)).code).toBe(
      0,
    );
    expect((await grant(low.id, ['m-sys-user', 'm-sys', 'm-sys-depart'])).code).toBe(0);
    const after = (await t.post<string[]>('/api/sys/role/list-menus', { id: low.id }, admin.token)).data;
    expect(after.sort()).toEqual(['m-sys', 'm-sys-depart', 'm-sys-user']);
  });

  it('keeps the rank rule: no role created, edited or deleted above its own level', async () => {
    expect((await saveRole({ roleName: '更高', dataScope: 1, roleLevel: 4 })).msg).toBe(
      '不能创建或提升到高于自身级别的角色！',
    );
    const teacher = await roleOf('teacher');
    expect((await saveRole({ ...teacher, dataScope: 1 })).code).toBe(0);
    expect((await saveRole({ ...(await roleOf('sa')), dataScope: 1, roleLevel: 5 })).msg).toBe(
      '不能修改级别高于自己的角色！',
    );
    expect((await t.post('/api/sys/role/delete', { ids: [mgr.roleId] }, mgr.session.token)).msg).toBe(
      '不能删除自己所属的角色，请联系上级管理员！',
    );
  });

  it('lets the super administrator edit the super-administrator role itself', async () => {
    const sa = await roleOf('sa');
    expect((await saveRole({ ...sa, remark: '全部权限' }, admin.token)).code).toBe(0);
  });
});
