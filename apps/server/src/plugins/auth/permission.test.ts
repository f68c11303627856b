import type { RouteInfo as RouteDef } from '@server/app-context.ts';
import { sysMenu, sysRoleMenu } from '@server/db/schema/index.ts';
import { ALL_PERMISSIONS, ErrorCode, type MenuRoute } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const adminRoutes = () => t.ctx.routeCatalog.filter((d: RouteDef) => d.auth !== 'public' && d.auth !== 'user');

describe('every admin route declares and enforces a permission', () => {
  it('declares only known permission keys', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
    for (const d of adminRoutes()) {
      const keys = typeof d.auth === 'string' ? [d.auth] : (d.auth as { any: string[] }).any;
      for (const k of keys) expect(ALL_PERMISSIONS, `${d.url} needs ${k}`).toContain(k);
    }
  });

  it('refuses a learner token on every admin route with 权限不足, and no token with 10010002', async () => {
    const { token } = await loginStudent(t);
    for (const d of adminRoutes()) {
      const res = await t.post(d.url, {}, token);
      expect(res, d.url).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '权限不足', success: false });
      expect((await t.post(d.url, {})).code, d.url).toBe(ErrorCode.SESSION_EXPIRED);
    }
  });

  it('lets the admin through', async () => {
    const { token } = await loginAdmin(t);
    expect((await t.post('/api/sys/config/switch/detail', {}, token)).code).toBe(0);
  });
});

describe('grants through roles and menus', () => {
  it('a staff member holds exactly the permissions of the granted function menus, changes apply at once', async () => {
    const roleId = await createStaffRole(t, ['m-sys', 'm-sys-config']);
    const u = await createUser(t, { roleIds: [roleId] });
    const s = await login(t, u.userName);
    expect(s.roleType).toBe(2);
    expect(s.permissions).toEqual(['sys:config:view']);
    expect((await t.post('/api/sys/config/switch/detail', {}, s.token)).code).toBe(0);
    const sw = (await t.post('/api/sys/config/switch/detail', {}, s.token)).data;
    expect((await t.post('/api/sys/config/switch/save', sw, s.token)).code).toBe(ErrorCode.FORBIDDEN);

    await t.ctx.db.insert(sysRoleMenu).values({ roleId, menuId: 'm-fn-sys-config-save' });
    await t.ctx.permissions.invalidate();
    expect((await t.post('/api/sys/config/switch/save', sw, s.token)).code).toBe(0);
  });
});

describe('/api/sys/menu/routes', () => {
  const names = (routes: MenuRoute[]): string[] => routes.flatMap((r) => [r.name, ...names(r.children)]);
  const everyHasChildren = (routes: MenuRoute[]): boolean =>
    routes.every((r) => Array.isArray(r.children) && everyHasChildren(r.children));

  it('gives the admin both trees with unique names and children arrays, and no function menus', async () => {
    const { token } = await loginAdmin(t);
    const { data } = await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, token);
    expect(data.map((r) => r.path)).toEqual(expect.arrayContaining(['/admin', '/admin/sys', '/admin/exam', '/web']));
    const all = names(data);
    expect(new Set(all).size).toBe(all.length);
    expect(everyHasChildren(data)).toBe(true);
    expect(all).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'AddExam',
        'ListExam',
        'ListRepo',
        'QuList',
        'ListCourse',
        'ListFile',
        'ListCert',
        'AdminBattleList',
        'ListCertGrant',
        'SysUser',
        'SysNotice',
        'CourseStat',
        'ExamWatch',
        'AddCourse',
      ]),
    );
    const fnTitles = (await t.ctx.db.select().from(sysMenu)).filter((m) => m.menuType === 2).map((m) => `Menu${m.id}`);
    for (const n of fnTitles) expect(all).not.toContain(n);
  });

  it('gives a learner only the web tree, and nothing to a staff member without menus', async () => {
    const s = await loginStudent(t);
    const { data } = await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, s.token);
    expect(data.map((r) => r.component)).toEqual(['WebLayout']);
    expect(data[0].children.filter((c) => !c.hidden).map((c) => c.meta.title)).toEqual([
      '在线考试',
      '课程学习',
      '题库训练',
      '我的成绩',
      '知识竞赛',
      '通知公告',
      '个人中心',
    ]);
    const roleId = await createStaffRole(t, []);
    const u = await createUser(t, { roleIds: [roleId] });
    const staff = await login(t, u.userName);
    expect(staff.roleType).toBe(2);
    expect((await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, staff.token)).data).toEqual([]);
  });

  it('includes the ancestors of a granted menu and drops switched-off modules at once', async () => {
    const roleId = await createStaffRole(t, ['m-exam-list', 'm-sys-user']);
    const u = await createUser(t, { roleIds: [roleId] });
    const s = await login(t, u.userName);
    const { data } = await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, s.token);
    expect(data.map((r) => r.path)).toEqual(['/admin/exam', '/admin/sys']);
    expect(data[0].children.map((c) => c.name)).toEqual(['ListExam']);

    const row = await t.ctx.settings.row();
    await t.ctx.settings.saveBase({ props: { ...row.props, moduleExam: false } });
    try {
      const after = await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, s.token);
      expect(after.data.map((r) => r.path)).toEqual(['/admin/sys']);
      const learner = await loginStudent(t);
      const web = await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, learner.token);
      expect(web.data[0].children.some((c) => c.meta.module === 'exam')).toBe(false);
    } finally {
      await t.ctx.settings.saveBase({ props: row.props });
    }
  });
});
