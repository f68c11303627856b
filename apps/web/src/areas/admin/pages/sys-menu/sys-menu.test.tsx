import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { menuNode } from '@web/test/menu-fixtures';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import type { MenuTreeNode } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import SysMenuPage from './index';

const menu = (id: string, metaTitle: string, menuType: number, children: MenuTreeNode[] = []): MenuTreeNode =>
  menuNode({
    id,
    parentId: id.length > 1 ? id.slice(0, -1) : '0',
    menuType,
    menuType_dictText: ['', '菜单', '功能', '路由'][menuType],
    path: `/p${id}`,
    metaTitle,
    sort: Number(id),
    children,
  });

const TREE = [
  menu('1', '系统管理', 1, [menu('11', '用户管理', 1, [menu('111', '添加用户', 2)])]),
  menu('2', '考试管理', 1),
];

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The page for staff holding every menu key. */
function renderMenus() {
  signInAs({ permissions: ['sys:menu:add', 'sys:menu:edit', 'sys:menu:delete', 'sys:menu:sort'] });
  mockFetch({ '/api/sys/menu/tree': TREE, '*': null });
  renderPage(<SysMenuPage />);
}

describe('菜单管理', { timeout: 60_000 }, () => {
  it('opens the top level, expands and folds everything; a function gets no 添加下级', async () => {
    renderMenus();
    expect(await screen.findByText('用户管理')).toBeTruthy();
    expect(screen.queryByText('添加用户')).toBeNull();
    fireEvent.click(screen.getByText('展开全部'));
    expect(await screen.findByText('添加用户')).toBeTruthy();
    expect(within(row('添加用户')).queryByText('添加下级')).toBeNull();
    expect(within(row('用户管理')).getByText('添加下级')).toBeTruthy();
    fireEvent.click(screen.getByText('折叠全部'));
    await waitFor(() => expect(screen.queryByText('用户管理')).toBeNull());
  });

  it('moves a top-level menu down; the last cannot move down', async () => {
    renderMenus();
    expect(await screen.findByText('考试管理')).toBeTruthy();
    expect(
      within(row('考试管理'))
        .getByLabelText(/下移.*考试管理/)
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(row('系统管理')).getByLabelText(/下移.*系统管理/));
    await waitFor(() => expect(callsTo('/api/sys/menu/sort')).toEqual([{ id: '1', sort: 1 }]));
  });
});
