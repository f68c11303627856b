import { describe, expect, it } from 'vitest';
import { buildMenuItems, type MenuItem } from './menu-items';
import {
  activeMenuKey,
  adminRoutes,
  breadcrumbTrail,
  buildMenuTree,
  flattenRoutes,
  matchRoute,
  menuKeyPath,
  resolvePath,
} from './menu-model';
import { MENU, route } from './test-routes';

type Shape = { key: string; label: string; children?: Shape[] };
const shape = (items: MenuItem[]): Shape[] =>
  items.map((i) => {
    const it = i as { key: string; label: string; children?: MenuItem[] };
    return { key: it.key, label: it.label, ...(it.children ? { children: shape(it.children) } : {}) };
  });

describe('buildMenuItems', () => {
  it('builds the sidebar from admin-layout routes with full-path keys', () => {
    expect(shape(buildMenuItems(MENU))).toEqual([
      { key: '/admin/dashboard', label: '首页' },
      {
        key: '/admin/sys',
        label: '系统管理',
        children: [
          { key: '/admin/sys/user', label: '用户管理' },
          { key: '/admin/sys/notice', label: '公告管理' },
        ],
      },
      { key: '/admin/exam/list', label: '考试列表' },
      {
        key: '/admin/course',
        label: '课程管理',
        children: [
          { key: '/admin/course/list', label: '课程列表' },
          { key: '/admin/course/file', label: '课件管理' },
        ],
      },
    ]);
  });

  it('shows a lone visible child in place of its parent, keeping an icon', () => {
    const [dashboard, , exam] = buildMenuItems(MENU) as { icon?: unknown }[];
    expect(dashboard.icon).toBeTruthy();
    expect(exam.icon).toBeTruthy();
  });

  it('keeps the parent of a lone child when alwaysShow is set', () => {
    const items = buildMenuItems([
      route('/admin/sys', '系统管理', { component: 'Layout', alwaysShow: true, children: [route('user', '用户管理')] }),
    ]);
    expect(shape(items)).toEqual([
      { key: '/admin/sys', label: '系统管理', children: [{ key: '/admin/sys/user', label: '用户管理' }] },
    ]);
  });

  it('skips hidden entries, the learner layout and switched-off modules', () => {
    const keys = shape(buildMenuItems(MENU, (m) => m !== 'course')).map((i) => i.key);
    expect(keys).toEqual(['/admin/dashboard', '/admin/sys', '/admin/exam/list']);
    expect(keys).not.toContain('/admin/hidden/x');
  });

  it('handles no routes', () => {
    expect(buildMenuItems(null)).toEqual([]);
  });
});

describe('menu model', () => {
  const admin = adminRoutes(MENU);
  const flat = flattenRoutes(admin);

  it('resolves child paths against the parent', () => {
    expect(resolvePath('/admin/sys', 'user')).toBe('/admin/sys/user');
    expect(resolvePath('/admin/sys', '/admin/other')).toBe('/admin/other');
    expect(resolvePath('/admin/', '')).toBe('/admin');
    expect(resolvePath('/admin', 'https://example.com')).toBe('https://example.com');
  });

  it('matches hidden pages with params and highlights their activeMenu', () => {
    const m = matchRoute(flat, '/admin/exam/add/0');
    expect(m?.route.name).toBe('创建考试');
    expect(activeMenuKey(m)).toBe('/admin/exam/list');
    expect(activeMenuKey(matchRoute(flat, '/admin/sys/user'))).toBe('/admin/sys/user');
    expect(matchRoute(flat, '/admin/nowhere')).toBeUndefined();
  });

  it('opens the submenus leading to a key', () => {
    const tree = buildMenuTree(admin);
    expect(menuKeyPath(tree, '/admin/sys/notice')).toEqual(['/admin/sys']);
    expect(menuKeyPath(tree, '/admin/dashboard')).toEqual([]);
  });

  it('gives the breadcrumb trail of titled entries', () => {
    expect(breadcrumbTrail(matchRoute(flat, '/admin/sys/user')).map((c) => c.title)).toEqual(['系统管理', '用户管理']);
    expect(breadcrumbTrail(matchRoute(flat, '/admin/dashboard')).map((c) => c.title)).toEqual(['首页']);
  });
});
