import { beforeEach, describe, expect, it } from 'vitest';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  initAffixViews,
  nextPathAfterClose,
  resetViews,
  type TagView,
  tagsStore,
} from './tags-store';

const view = (path: string, title = path, query = ''): TagView => ({ path, fullPath: path + query, title });
const dashboard: TagView = { ...view('/admin/dashboard', '首页'), affix: true };
const paths = () => tagsStore.get().visited.map((v) => v.path);

describe('tags store', () => {
  beforeEach(() => {
    resetViews();
    initAffixViews([dashboard]);
  });

  it('adds views once, refreshing query and title', () => {
    addView(view('/admin/sys/user', '用户管理'));
    addView(view('/admin/sys/user', '用户管理', '?page=2'));
    addView(view('/admin/sys/notice', '公告管理'));
    expect(paths()).toEqual(['/admin/dashboard', '/admin/sys/user', '/admin/sys/notice']);
    expect(tagsStore.get().visited[1].fullPath).toBe('/admin/sys/user?page=2');
  });

  it('keeps affixed views first and never closes them', () => {
    addView(view('/admin/a'));
    initAffixViews([dashboard]);
    expect(paths()).toEqual(['/admin/dashboard', '/admin/a']);
    expect(closeView('/admin/dashboard', '/admin/a')).toBeNull();
    expect(paths()).toContain('/admin/dashboard');
  });

  it('closes a view; closing the active one goes to the last remaining view', () => {
    addView(view('/admin/a'));
    addView(view('/admin/b', 'b', '?x=1'));
    addView(view('/admin/c'));
    expect(closeView('/admin/a', '/admin/c')).toBeNull();
    expect(paths()).toEqual(['/admin/dashboard', '/admin/b', '/admin/c']);
    expect(closeView('/admin/c', '/admin/c')).toBe('/admin/b?x=1');
    expect(paths()).toEqual(['/admin/dashboard', '/admin/b']);
  });

  it('closes the others, keeping the chosen view and the affixed ones', () => {
    addView(view('/admin/a'));
    addView(view('/admin/b'));
    addView(view('/admin/c'));
    expect(closeOtherViews('/admin/b', '/admin/b')).toBeNull();
    expect(paths()).toEqual(['/admin/dashboard', '/admin/b']);
  });

  it('closing the others from another tag goes to that tag', () => {
    addView(view('/admin/a'));
    addView(view('/admin/b', 'b', '?q=1'));
    expect(closeOtherViews('/admin/b', '/admin/a')).toBe('/admin/b?q=1');
  });

  it('closes all but the affixed views and goes to the last of them', () => {
    addView(view('/admin/a'));
    addView(view('/admin/b'));
    expect(closeAllViews('/admin/b')).toBe('/admin/dashboard');
    expect(paths()).toEqual(['/admin/dashboard']);
    expect(closeAllViews('/admin/dashboard')).toBeNull();
  });

  it('goes to the dashboard when no tag is left', () => {
    expect(nextPathAfterClose([], '/admin/a')).toBe('/admin/dashboard');
  });
});
