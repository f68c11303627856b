import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICK_USER_WARNING, UserPicker } from './user-picker';
import { topCodes } from './user-range-picker';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const users = [
  { id: 'u1', userName: 'alice', realName: '爱丽丝', deptCode: 'A01', deptCode_dictText: '公司', mobile: '' },
  { id: 'u2', userName: 'bob', realName: '鲍勃', deptCode: 'A01', deptCode_dictText: '公司', mobile: '' },
];

describe('UserPicker', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    sessionStore.set({ user: { permissions: [] } as unknown as SessionInfo });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/paging') ? ok({ records: users, total: 2, size: 10, current: 1, pages: 1 }) : ok([]),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('warns 请至少勾选一个用户！! with nothing ticked, then hands back the ticked users', async () => {
    const onConfirm = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <UserPicker open excludes={['u9']} onCancel={() => {}} onConfirm={onConfirm} />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByText('alice');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/paging'));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({ size: 10, params: { state: 0, excludes: ['u9'] } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(PICK_USER_WARNING)).toBeTruthy();
    expect(PICK_USER_WARNING).toBe('请至少勾选一个用户！!');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByText('bob').closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /确定（已选 1 人）/ }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([users[1]]));
  }, 20_000);
});

describe('topCodes', () => {
  it('keeps only the top-most ticked departments (codes are prefixes)', () => {
    expect(topCodes(['A01A01A01', 'A01A01', 'A01A02', 'A01A01A02'])).toEqual(['A01A01', 'A01A02']);
    expect(topCodes(['A01', 'A01A01'])).toEqual(['A01']);
    expect(topCodes([])).toEqual([]);
  });
});
