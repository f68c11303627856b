import { ErrorCode, type MenuView, type SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin } from '../../../test/factories.ts';

/** Issue 10 item 2: sys:menu:* cannot be turned into power the caller does not hold. */
let t: TestApp;
let admin: SessionInfo;
/** A menu editor who also holds the department page with its add button (sys:depart:list, sys:depart:add). */
let editor: SessionInfo;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
  const roleId = await createStaffRole(t, [
    'm-sys',
    'm-sys-menu',
    'm-fn-sys-menu-add',
    'm-fn-sys-menu-edit',
    'm-fn-sys-menu-delete',
    'm-fn-sys-menu-sort',
    'm-sys-depart',
    'm-fn-sys-depart-add',
  ]);
  editor = await login(t, (await createUser(t, { roleIds: [roleId] })).userName);
});
afterAll(() => t.close());

const detail = async (id: string) => (await t.post<MenuView>('/api/sys/menu/detail', { id }, admin.token)).data;
const save = (body: object, token = editor.token) => t.post<MenuView>('/api/sys/menu/save', body, token);

describe('sys:menu:edit cannot grant keys the caller does not hold', () => {
  it('refuses rewriting a held menu key into sys:user:reset-pass, and the key stays unusable', async () => {
    const victim = await createUser(t);
    const held = await detail('m-fn-sys-depart-add');
    const attack = await save({ ...held, permission: 'sys:user:reset-pass' });
    expect(attack).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '不能设置自己没有的权限标识「sys:user:reset-pass」，请联系超级管理员！',
    });
    expect((await detail('m-fn-sys-depart-add')).permission).toBe('sys:depart:add');
    const info = (await t.post<SessionInfo>('/api/sys/user/info', {}, editor.token)).data;
    expect(info.permissions).not.toContain('sys:user:reset-pass');
    const reset = await t.post('/api/sys/user/reset-pass', { id: victim.id, password: 'hacked123' }, editor.token);
    expect(reset.code).toBe(ErrorCode.FORBIDDEN);
    // Renaming the held menu (its key unchanged) still works.
    expect((await save({ ...held, metaTitle: '新增部门' })).code).toBe(0);
  });

  it('refuses creating a function menu with a key the caller does not hold', async () => {
    const fn = { parentId: 'm-sys-depart', menuType: 2, metaTitle: '重置', permission: 'sys:user:reset-pass' };
    expect((await save(fn)).msg).toBe('不能设置自己没有的权限标识「sys:user:reset-pass」，请联系超级管理员！');
    // With a key they hold, under a menu they hold, it is created (and granted to the administrator role only).
    expect((await save({ ...fn, permission: 'sys:depart:add' })).code).toBe(0);
  });

  it('refuses editing, moving under, adding under, sorting or deleting menus the caller does not hold', async () => {
    const reset = await detail('m-fn-sys-user-reset');
    expect((await save({ ...reset, metaTitle: '改名' })).msg).toBe(
      '不能修改自己没有的菜单「重置密码」，请联系超级管理员！',
    );
    const mine = await detail('m-fn-sys-depart-add');
    expect((await save({ ...mine, parentId: 'm-sys-user' })).msg).toBe(
      '不能把菜单移到自己没有的菜单「用户管理」下，请联系超级管理员！',
    );
    const page = { parentId: 'm-sys-user', menuType: 2, metaTitle: '导出', permission: 'sys:depart:add' };
    expect((await save(page)).msg).toBe('不能在自己没有的菜单「用户管理」下添加菜单，请联系超级管理员！');
    expect((await t.post('/api/sys/menu/sort', { id: 'm-sys-user', sort: 1 }, editor.token)).msg).toBe(
      '不能排序自己没有的菜单「用户管理」，请联系超级管理员！',
    );
    const del = await t.post('/api/sys/menu/delete', { ids: ['m-fn-sys-user-reset'] }, editor.token);
    expect(del.msg).toBe('不能删除自己没有的菜单「重置密码」，请联系超级管理员！');
    expect((await detail('m-fn-sys-user-reset')).permission).toBe('sys:user:reset-pass');
  });

  it('lets the super administrator set any key', async () => {
    const held = await detail('m-fn-sys-depart-add');
    expect((await save({ ...held, permission: 'sys:depart:add' }, admin.token)).code).toBe(0);
    const fn = { parentId: 'm-sys-depart', menuType: 2, metaTitle: '新功能', permission: 'report:new' };
    expect((await save(fn, admin.token)).code).toBe(0);
  });
});
