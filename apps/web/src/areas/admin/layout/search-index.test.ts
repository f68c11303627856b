import { describe, expect, it } from 'vitest';
import { adminRoutes, buildMenuTree } from './menu-model';
import { createMenuSearch, SEARCH_OPTIONS, searchMenus, searchPool } from './search-index';
import { MENU } from './test-routes';

describe('header search', () => {
  const pool = searchPool(buildMenuTree(adminRoutes(MENU)));

  it('uses the spec options: threshold 0.4, title 0.7, path 0.3', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('indexes every clickable entry with its titles and path, hidden ones left out', () => {
    expect(pool).toContainEqual({ title: ['系统管理', '用户管理'], path: '/admin/sys/user' });
    expect(pool).toContainEqual({ title: ['首页'], path: '/admin/dashboard' });
    expect(pool.map((e) => e.path)).not.toContain('/admin/exam/add/:tmplId');
    expect(pool.map((e) => e.path)).not.toContain('/admin/sys/secret');
  });

  it('finds entries by title and by path', () => {
    const fuse = createMenuSearch(pool);
    expect(searchMenus(fuse, '公告')[0].path).toBe('/admin/sys/notice');
    expect(searchMenus(fuse, 'course/file')[0].path).toBe('/admin/course/file');
    expect(searchMenus(fuse, '   ')).toEqual([]);
  });
});
