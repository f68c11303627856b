import { ErrorCode, type MenuView, type SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';

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

const KEY_RESERVED = '只有超级管理员可以设置或修改菜单的权限标识，请联系超级管理员！';

const detail = async (id: string) => (await t.post<MenuView>('/api/sys/menu/detail', { id }, admin.token)).data;
const save = (body: object, token = editor.token) => t.post<MenuView>('/api/sys/menu/save', body, token);

describe('sys:menu:edit cannot grant keys the caller does not hold', () => {
  it('refuses rewriting a held menu key into sys:user:reset-pass, and the key stays unusable', async () => {
    const victim = await createUser(t);
    const held = await detail('m-fn-sys-depart-add');
    const attack = await save({ ...held, permission: 'sys:user:reset-pass' });
    expect(attack).toMatchObject({ code: ErrorCode.FAIL, msg: KEY_RESERVED });
    expect((await detail('m-fn-sys-depart-add')).permission).toBe('sys:depart:add');
    const info = (await t.post<SessionInfo>('/api/sys/user/info', {}, editor.token)).data;
    expect(info.permissions).not.toContain('sys:user:reset-pass');
    const reset = await t.post('/api/sys/user/reset-pass', { id: victim.id, password: 'hacked123' }, editor.token);
    expect(reset.code).toBe(ErrorCode.FORBIDDEN);
    // Renaming the held menu (its key unchanged) still works.
    expect((await save({ ...held, metaTitle: '新增部门' })).code).toBe(0);
  });

  it('refuses creating a function menu with any key, even one the caller holds', async () => {
    const fn = { parentId: 'm-sys-depart', menuType: 2, metaTitle: '重置', permission: 'sys:user:reset-pass' };
    expect((await save(fn)).msg).toBe(KEY_RESERVED);
    expect((await save({ ...fn, permission: 'sys:depart:add' })).msg).toBe(KEY_RESERVED);
    // A page without a key under a menu they hold is still theirs to add.
    const page = { parentId: 'm-sys', menuType: 1, metaTitle: '报表', path: 'report', component: 'admin/sys-depart' };
    expect((await save(page)).code).toBe(0);
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

describe('a menu key reaches every role holding the menu (audit finding 3)', () => {
  it('refuses putting a held key on a learner menu, so the student role gains nothing', async () => {
    const roleId = await createStaffRole(t, [
      'm-sys',
      'm-sys-menu',
      'm-fn-sys-menu-edit',
      'm-qu-list',
      'm-web',
      'm-web-repo',
    ]);
    const ed = await login(t, (await createUser(t, { roleIds: [roleId] })).userName);
    const student = await loginStudent(t);
    const qus = await t.post<{ records: Array<{ id: string }> }>(
      '/api/qu/qu/paging',
      { current: 1, size: 1, params: {} },
      admin.token,
    );
    const quId = qus.data.records[0].id;
    const repo = await detail('m-web-repo');
    expect(await save({ ...repo, permission: 'qu:list' }, ed.token)).toMatchObject({
      code: ErrorCode.FAIL,
      msg: KEY_RESERVED,
    });
    expect((await detail('m-web-repo')).permission).toBe(repo.permission);
    expect((await t.post('/api/qu/qu/detail', { id: quId }, student.token)).code).toBe(ErrorCode.FORBIDDEN);
    // Clearing a key is reserved too (it would strip every role holding the menu).
    const list = await detail('m-qu-list');
    expect((await save({ ...list, permission: '' }, ed.token)).msg).toBe(KEY_RESERVED);
    // Renaming the learner menu (its key unchanged) is allowed.
    expect((await save({ ...repo, metaTitle: '题库练习' }, ed.token)).code).toBe(0);
  });

  it('moving a key-bearing menu under a learner directory grants its key to nobody', async () => {
    const roleId = await createStaffRole(t, [
      'm-sys',
      'm-sys-menu',
      'm-fn-sys-menu-edit',
      'm-sys-depart',
      'm-fn-sys-depart-add',
      'm-web',
    ]);
    const ed = await login(t, (await createUser(t, { roleIds: [roleId] })).userName);
    const add = await detail('m-fn-sys-depart-add');
    const web = await detail('m-web');
    expect((await save({ ...add, parentId: web.id }, ed.token)).code).toBe(0);
    const student = await loginStudent(t);
    const info = (await t.post<SessionInfo>('/api/sys/user/info', {}, student.token)).data;
    expect(info.permissions).not.toContain('sys:depart:add');
    expect((await save({ ...add }, admin.token)).code).toBe(0);
  });
});
