import { screen } from '@testing-library/react';
import SysConfigPage from '@web/areas/admin/pages/sys-config';
import SysRolePage from '@web/areas/admin/pages/sys-role';
import SysUserPage from '@web/areas/admin/pages/sys-user';
import { NotFoundPage } from '@web/areas/errors/not-found-page';
import { UnauthorizedPage } from '@web/areas/errors/unauthorized-page';
import { LIST_TEXTS } from '@web/shared/list-page';
import { mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLocale, LOCALE_KEY } from './core';
import './load-english';

/** The Chinese characters left in the rendered page (dialogs and popups included). */
const chineseIn = () => [...new Set(document.body.textContent?.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));

const paging = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

describe('en-US', { timeout: 30_000 }, () => {
  it('reads the locale and translates the shared list texts', () => {
    expect(currentLocale()).toBe('en-US');
    expect(LIST_TEXTS.selectAtLeastOne).toBe('Please select at least one row!');
  });

  it('renders the 404 and 401 pages in English', async () => {
    mockFetch({});
    const first = renderPage(<NotFoundPage />, { path: '/404' });
    expect(await screen.findByText('Sorry, the page you visited does not exist or has been removed.')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    first.unmount();
    renderPage(<UnauthorizedPage />, { path: '/401' });
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the role page in English with no Chinese characters', async () => {
    signInAs({ permissions: ['sys:role:list', 'sys:role:add', 'sys:role:edit', 'sys:role:delete', 'sys:role:menus'] });
    mockFetch({
      '/api/sys/role/paging': paging([
        {
          id: 'r1',
          roleName: 'Teacher',
          roleType: 2,
          roleType_dictText: 'Staff',
          dataScope: 4,
          dataScope_dictText: 'All',
          roleLevel: 3,
          remark: '',
        },
      ]),
      '*': null,
    });
    renderPage(<SysRolePage />);
    await screen.findByText('Teacher');
    expect(screen.getAllByText('Role name').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Grant menus').length).toBeGreaterThan(0);
    expect(chineseIn()).toEqual([]);
  });

  it('renders the user page in English with no Chinese characters', async () => {
    signInAs({
      permissions: [
        'sys:user:list',
        'sys:user:add',
        'sys:user:edit',
        'sys:user:delete',
        'sys:user:state',
        'sys:user:reset-pass',
        'sys:user:batch',
      ],
    });
    mockFetch({
      '/api/sys/user/paging': paging([
        {
          id: 'u1',
          userName: 'alice',
          realName: 'Alice',
          deptCode: 'A01',
          deptCode_dictText: 'Head office',
          roleIds: [],
          roleNames: [],
          mobile: '',
          email: '',
          state: 0,
          state_dictText: 'Normal',
          createTime: '2026-01-01T00:00:00.000Z',
        },
      ]),
      '*': [],
    });
    renderPage(<SysUserPage />);
    await screen.findByText('alice');
    expect(screen.getAllByText('Account').length).toBeGreaterThan(0);
    expect(chineseIn()).toEqual([]);
  });

  it('renders the configuration page in English with no Chinese characters', async () => {
    signInAs({ permissions: ['sys:config:save'] });
    mockFetch({ '*': null });
    renderPage(<SysConfigPage />);
    await screen.findByText('Basics');
    expect(chineseIn()).toEqual([]);
  });
});
