import { fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import UserCenterPage from './index';

/** A phone: every max-width query matches (the user centre switches below 992 px). */
function phone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const PAGE = { records: [], total: 0, size: 10, current: 1, pages: 0 };

describe('user centre on a phone (issue 17 item 5)', () => {
  beforeEach(() => {
    phone();
    mockFetch({ '*': PAGE });
    signInAs({ userId: 'u1', realName: '吴无障', userName: 'wu', permissions: [] });
  });

  it('picks the section with a labelled select instead of nine tabs', async () => {
    renderPage(<UserCenterPage />, { route: '/web/uc?to=password', path: '/web/uc' });
    const select = screen.getByTestId('uc-section') as HTMLSelectElement;
    expect(select.closest('label')?.textContent).toContain('栏目');
    expect(select.value).toBe('password');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('region', { name: '修改密码' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'mobile' } });
    expect(await screen.findByRole('region', { name: '绑定手机' })).toBeTruthy();
  }, 30_000);
});
