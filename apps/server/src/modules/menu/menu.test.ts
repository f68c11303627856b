import { ErrorCode, type MenuRoute, type MenuTreeNode, type MenuView, type SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';

let t: TestApp;
let admin: SessionInfo;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

const save = (body: object, token = admin.token) => t.post<MenuView>('/api/sys/menu/save', body, token);
const tree = async () => (await t.post<MenuTreeNode[]>('/api/sys/menu/tree', {}, admin.token)).data;
const flat = (nodes: MenuTreeNode[]): MenuTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const find = (nodes: MenuTreeNode[], id: string) => flat(nodes).find((n) => n.id === id);
const routeNames = (routes: MenuRoute[]): string[] => routes.flatMap((r) => [r.name, ...routeNames(r.children)]);

describe('menu tree and detail', () => {
  it('answers the whole tree with type texts and functions under their pages', async () => {
    const data = await tree();
    const sys = find(data, 'm-sys');
    expect(sys).toMatchObject({ parentId: '0', menuType: 1, menuType_dictText: '菜单', path: '/admin/sys' });
    const depart = find(data, 'm-sys-depart');
    expect(depart?.children.map((c) => c.permission)).toEqual([
      'sys:depart:add',
      'sys:depart:edit',
      'sys:depart:delete',
      'sys:depart:sort',
    ]);
    expect(depart?.children[0].menuType_dictText).toBe('功能');
    const detail = await t.post<MenuView>('/api/sys/menu/detail', { id: 'm-sys-role' }, admin.token);
    expect(detail.data).toMatchObject({
      routeName: 'SysRole',
      component: 'admin/sys-role',
      permission: 'sys:role:list',
    });
  });
});

describe('save rules', () => {
  it('creates a directory, a page and a function, grants them to the administrator, and shows them in routes', async () => {
    const dir = await save({
      parentId: '0',
      menuType: 1,
      metaTitle: '报表中心',
      path: '/admin/report',
      component: 'Layout',
      routeName: 'DirReport',
      metaIcon: 'chart',
      alwaysShow: true,
    });
    expect(dir).toMatchObject({ code: 0, data: { metaTitle: '报表中心', menuType_dictText: '菜单' } });
    const page = await save({
      parentId: dir.data.id,
      menuType: 1,
      metaTitle: '日报',
      path: 'daily',
      component: 'admin/report-daily',
      routeName: 'ReportDaily',
    });
    expect(page.code).toBe(0);
    const fn = await save({
      parentId: page.data.id,
      menuType: 2,
      metaTitle: '导出',
      permission: 'report:export',
      path: 'ignored',
    });
    expect(fn.data).toMatchObject({ menuType: 2, path: '', component: '', permission: 'report:export' });
    const hidden = await save({
      parentId: dir.data.id,
      menuType: 3,
      metaTitle: '日报详情',
      path: 'daily/:id',
      component: 'admin/report-detail',
      routeName: 'ReportDetail',
      hidden: true,
    });
    expect(hidden.code).toBe(0);

    const routes = (await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, admin.token)).data;
    const report = routes.find((r) => r.path === '/admin/report');
    expect(report?.children.map((c) => c.name)).toEqual(['ReportDaily', 'ReportDetail']);
    expect(report?.meta.icon).toBe('chart');
    const info = (await t.post<SessionInfo>('/api/sys/user/info', {}, admin.token)).data;
    expect(info.permissions).toContain('report:export');
  });

  it('explains broken rules in Chinese', async () => {
    const cases: Array<[object, string]> = [
      [{ parentId: '0', menuType: 1, metaTitle: '', path: '/x', component: 'Layout' }, '菜单名称不能为空！'],
      [{ parentId: '0', menuType: 4, metaTitle: 'x' }, '菜单类型不正确！'],
      [{ parentId: '0', menuType: 1, metaTitle: 'x', component: 'Layout' }, '路由地址不能为空！'],
      [
        { parentId: '0', menuType: 1, metaTitle: 'x', path: 'x', component: 'Layout' },
        '一级菜单的路由地址必须以 / 开头！',
      ],
      [
        { parentId: 'm-sys', menuType: 1, metaTitle: 'x', path: '/x', component: 'admin/x' },
        '下级菜单的路由地址不能以 / 开头！',
      ],
      [{ parentId: 'm-sys', menuType: 1, metaTitle: 'x', path: 'x' }, '组件不能为空！'],
      [
        { parentId: 'm-sys', menuType: 1, metaTitle: 'x', path: 'x', component: '../evil' },
        '组件格式不正确，例如 Layout 或 admin/sys-user！',
      ],
      [
        { parentId: 'm-sys', menuType: 1, metaTitle: 'x', path: 'x', component: 'admin/x', routeName: 'SysUser' },
        '路由名称已存在！',
      ],
      [{ parentId: 'm-sys-user', menuType: 2, metaTitle: 'x' }, '功能的权限标识不能为空！'],
      [{ parentId: '0', menuType: 2, metaTitle: 'x', permission: 'a:b' }, '功能必须属于某个菜单，请选择上级菜单！'],
      [
        { parentId: 'm-fn-sys-user-add', menuType: 2, metaTitle: 'x', permission: 'a:b' },
        '上级不能是功能，请选择菜单！',
      ],
      [
        { parentId: 'm-sys-user', menuType: 2, metaTitle: 'x', permission: 'a b' },
        '权限标识格式不正确，例如 sys:user:add！',
      ],
      [
        { parentId: 'm-sys', id: 'm-sys', menuType: 1, metaTitle: 'x', path: 'x', component: 'Layout' },
        '上级菜单不能是自身或其下级！',
      ],
      [
        { parentId: 'm-sys-user', id: 'm-sys', menuType: 1, metaTitle: 'x', path: 'x', component: 'Layout' },
        '上级菜单不能是自身或其下级！',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await save(body);
      expect(res.success, msg).toBe(false);
      expect(res.msg).toBe(msg);
    }
    expect((await save({ parentId: 'nope', menuType: 1, metaTitle: 'x', path: 'x', component: 'admin/x' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('edits a menu, keeping its own route name acceptable', async () => {
    const m = (await t.post<MenuView>('/api/sys/menu/detail', { id: 'm-sys-notice' }, admin.token)).data;
    const res = await save({ ...m, metaTitle: '系统公告', metaIcon: 'bell' });
    expect(res.data).toMatchObject({
      id: 'm-sys-notice',
      metaTitle: '系统公告',
      routeName: m.routeName,
      metaIcon: 'bell',
    });
  });
});

describe('delete and sort', () => {
  it('refuses deleting a menu with children, deletes a subtree chosen whole, and drops the grants', async () => {
    const dir = (await save({ parentId: '0', menuType: 1, metaTitle: '临时', path: '/admin/tmp', component: 'Layout' }))
      .data;
    const page = (await save({ parentId: dir.id, menuType: 1, metaTitle: '临时页', path: 'p', component: 'admin/tmp' }))
      .data;
    expect(await t.post('/api/sys/menu/delete', { ids: [dir.id] }, admin.token)).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '请先删除下级菜单！',
    });
    expect((await t.post('/api/sys/menu/delete', { ids: [page.id, dir.id] }, admin.token)).code).toBe(0);
    expect(find(await tree(), dir.id)).toBeUndefined();
    const routes = (await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, admin.token)).data;
    expect(routes.map((r) => r.path)).not.toContain('/admin/tmp');
  });

  it('moves a menu among its siblings and the routes follow', async () => {
    const order = async () => find(await tree(), 'm-sys')!.children.map((c) => c.id);
    const before = await order();
    const i = before.indexOf('m-sys-role');
    expect((await t.post('/api/sys/menu/sort', { id: 'm-sys-role', sort: 0 }, admin.token)).code).toBe(0);
    const after = await order();
    expect(after[i - 1]).toBe('m-sys-role');
    expect(after[i]).toBe(before[i - 1]);
    const routes = (await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, admin.token)).data;
    const sysNames = routeNames(routes.filter((r) => r.path === '/admin/sys'));
    expect(sysNames.indexOf('SysRole')).toBeLessThan(sysNames.indexOf('SysDepart'));
    expect((await t.post('/api/sys/menu/sort', { id: 'm-sys-role', sort: 1 }, admin.token)).code).toBe(0);
    expect(await order()).toEqual(before);
  });
});

describe('permissions', () => {
  it('needs the menu keys; the role grant dialog may read the tree; learners are refused', async () => {
    const grantOnly = await createStaffRole(t, ['m-sys-role', 'm-fn-sys-role-menus']);
    const s = await login(t, (await createUser(t, { roleIds: [grantOnly] })).userName);
    expect((await t.post('/api/sys/menu/tree', {}, s.token)).code).toBe(0);
    expect((await t.post('/api/sys/menu/detail', { id: 'm-sys' }, s.token)).code).toBe(ErrorCode.FORBIDDEN);
    const addOnly = await createStaffRole(t, ['m-sys-menu', 'm-fn-sys-menu-add']);
    const a = await login(t, (await createUser(t, { roleIds: [addOnly] })).userName);
    const m = (await t.post<MenuView>('/api/sys/menu/detail', { id: 'm-sys-sms' }, a.token)).data;
    expect(await save({ ...m, metaTitle: '改名' }, a.token)).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: '权限不足',
    });
    const student = await loginStudent(t);
    for (const url of ['/api/sys/menu/tree', '/api/sys/menu/save', '/api/sys/menu/delete', '/api/sys/menu/sort']) {
      expect((await t.post(url, {}, student.token)).code, url).toBe(ErrorCode.FORBIDDEN);
    }
  });
});
