import { activeNavKey, webNavItems } from '@web/areas/learner/layout/use-web-nav';
import type { MenuRoute, SiteData } from '@xuekao/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findMenuEntry, joinPath, pageTitle, staffHome, toRouterPath } from '../../core/menu-tree';
import { buildViewLoaders, normalizeViewKey, viewKeyOfFile } from '../views';
import { buildMenuRoutes } from './menu-routes';

const route = (path: string, component: string, title: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  path,
  name: title,
  component,
  hidden: false,
  meta: { title },
  children: [],
  ...extra,
});

const menu: MenuRoute[] = [
  route('/admin', 'Layout', '首页', {
    redirect: '/admin/dashboard',
    children: [route('dashboard', 'admin/dashboard', '控制台')],
  }),
  route('/web', 'WebLayout', '学员端', {
    children: [
      route('index', 'learner/exam-list', '在线考试', { meta: { title: '在线考试', module: 'exam' } }),
      route('course', 'learner/course-list', '课程学习', { meta: { title: '课程学习', module: 'course' } }),
      route('uc', 'learner/uc', '个人中心', { hidden: true }),
      route('exam/check/:id', 'learner/exam-check', '考试确认', {
        hidden: true,
        meta: { title: '考试确认', activeMenu: '/web/index' },
      }),
    ],
  }),
];

const site = { siteName: '学考', props: { moduleExam: true, moduleCourse: false } } as SiteData;

describe('menu tree helpers', () => {
  it('joins and converts paths', () => {
    expect(joinPath('/web', 'index')).toBe('/web/index');
    expect(joinPath('/web/', '/abs')).toBe('/abs');
    expect(toRouterPath('/redirect/:path(.*)*')).toBe('/redirect/*');
    expect(toRouterPath('view/:id(\\d+)')).toBe('view/:id');
  });

  it('finds the entry of a path and its title', () => {
    expect(findMenuEntry(menu, '/web/exam/check/12')?.route.meta.title).toBe('考试确认');
    expect(pageTitle('/admin/dashboard', menu, '学考')).toBe('控制台 - 学考');
    expect(pageTitle('/login', null, '学考')).toBe('用户登录 - 学考');
    expect(pageTitle('/nowhere', menu, '学考')).toBe('学考');
  });
});

describe('buildMenuRoutes', () => {
  const shells = { admin: 'ADMIN', web: 'WEB' };
  const routes = buildMenuRoutes(menu, shells);

  it('hosts the entries of each layout in one shell and keeps child paths relative', () => {
    expect(routes.map((r) => [r.id, r.path, r.element])).toEqual([
      ['shell-admin', undefined, 'ADMIN'],
      ['shell-web', undefined, 'WEB'],
    ]);
    expect(routes[0].children?.map((c) => c.path)).toEqual(['/admin']);
    expect(routes[1].children?.map((c) => c.path)).toEqual(['/web']);
    expect(routes[1].children?.[0].children?.map((c) => c.path ?? 'INDEX')).toEqual([
      'INDEX',
      'index',
      'course',
      'uc',
      'exam/check/:id',
    ]);
  });

  it('redirects a bare layout path to its redirect or its first visible child', () => {
    const target = (r: RouteObject | undefined) => (r?.element as { props: { to: string } } | undefined)?.props.to;
    const adminIndex = routes[0].children?.[0].children?.[0];
    expect(adminIndex?.index).toBe(true);
    expect(target(adminIndex)).toBe('/admin/dashboard');
    expect(target(routes[1].children?.[0].children?.[0])).toBe('/web/index');
  });

  it('adds extra routes to a shell, creating it when the menu has none', () => {
    const extra = { path: '/profile' };
    expect(buildMenuRoutes(menu, shells, { admin: [extra] })[0].children?.at(-1)).toBe(extra);
    const onlyExtra = buildMenuRoutes([], shells, { web: [extra] });
    expect(onlyExtra.map((r) => r.id)).toEqual(['shell-web']);
  });
});

describe('learner navigation', () => {
  it('shows visible entries of switched-on modules only', () => {
    expect(webNavItems(menu, site).map((i) => i.path)).toEqual(['/web/index']);
    const all = { ...site, props: { ...site.props, moduleCourse: true } } as SiteData;
    expect(webNavItems(menu, all).map((i) => i.title)).toEqual(['在线考试', '课程学习']);
  });

  it('highlights the item containing the page', () => {
    const items = webNavItems(menu, { ...site, props: { ...site.props, moduleCourse: true } } as SiteData);
    expect(activeNavKey(items, '/web/course/view/3')).toBe('/web/course');
    expect(activeNavKey(items, '/web/index')).toBe('/web/index');
    expect(activeNavKey(items, '/web/paper')).toBeNull();
  });
});

describe('view registry', () => {
  it('maps page files to view keys', () => {
    expect(viewKeyOfFile('../areas/admin/pages/sys-user/index.tsx')).toBe('admin/sys-user');
    expect(viewKeyOfFile('../areas/learner/pages/exam/check/index.tsx')).toBe('learner/exam/check');
    expect(viewKeyOfFile('../areas/admin/layout/index.tsx')).toBeNull();
    const loaders = buildViewLoaders({
      '../areas/admin/pages/dashboard/index.tsx': async () => ({ default: () => null }),
    });
    expect([...loaders.keys()]).toEqual(['admin/dashboard']);
  });

  it('accepts tolerant keys from the menu', () => {
    expect(normalizeViewKey('/admin/dashboard/index')).toBe('admin/dashboard');
    expect(normalizeViewKey('learner/uc.vue')).toBe('learner/uc');
  });
});

describe('staffHome', () => {
  const page = (path: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
    path,
    name: `N${path}`,
    component: 'admin/x',
    hidden: false,
    meta: { title: path },
    children: [],
    ...extra,
  });
  const dir = (path: string, children: MenuRoute[]): MenuRoute => ({ ...page(path), component: 'Layout', children });

  it('prefers the dashboard, else the first visible page without parameters, else null', () => {
    expect(staffHome([dir('/admin', [page('dashboard')]), dir('/admin/sys', [page('user')])])).toBe('/admin/dashboard');
    expect(
      staffHome([
        dir('/admin/exam', [page('add/:id', { hidden: true }), page('list')]),
        dir('/admin/sys', [page('depart')]),
      ]),
    ).toBe('/admin/exam/list');
    expect(staffHome([{ ...dir('/web', [page('index')]), component: 'WebLayout' }])).toBeNull();
    expect(staffHome(null)).toBeNull();
  });
});
