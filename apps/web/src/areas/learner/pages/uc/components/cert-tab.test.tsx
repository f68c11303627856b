import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo, SiteData } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UserCenterPage from '../index';
import { CertTab } from './cert-tab';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const grant = (id: string, title: string, certFilePdf: string, expireTime: string | null) => ({
  id,
  certId: 'c1',
  title,
  number: `AQ2026010100000${id}`,
  grantType: 2,
  grantType_dictText: '考试',
  sourceName: '安全考试',
  authority: '安全培训中心',
  createTime: '2026-01-01T02:00:00.000Z',
  expireTime,
  state: 'valid',
  state_text: '有效',
  certFilePdf,
});

const fetchMock = vi.fn<typeof fetch>();
const bodiesTo = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u) === path).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

beforeEach(() => {
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/cert/grant/my-paging') {
      const records = [
        grant('1', '安全员证书', '/api/common/file/private/cert/1.pdf?sig=a', null),
        grant('2', '消防证书', '', '2027-01-01T00:00:00.000Z'),
      ];
      return ok({ records, total: 2, size: 100, current: 1, pages: 1 });
    }
    return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStore.set({ site: null, user: null });
});

const wrap = (node: React.ReactNode, path = '/web/uc') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

describe('我的证书', { timeout: 20_000 }, () => {
  it('lists my certificates (size 100) with number, time, source, expiry and authority; 下载 only with a PDF', async () => {
    wrap(<CertTab />);
    const first = (await screen.findByText('安全员证书')).closest('tr') as HTMLElement;
    expect(bodiesTo('/api/cert/grant/my-paging')[0]).toMatchObject({ current: 1, size: 100 });
    expect(within(first).getByText('AQ20260101000001')).toBeTruthy();
    expect(within(first).getByText('考试：安全考试')).toBeTruthy();
    expect(within(first).getByText('长期有效')).toBeTruthy();
    expect(within(first).getByText('安全培训中心')).toBeTruthy();
    expect(within(first).getByText('下载').closest('a')?.getAttribute('href')).toBe(
      '/api/common/file/private/cert/1.pdf?sig=a',
    );
    const second = screen.getByText('消防证书').closest('tr') as HTMLElement;
    expect(within(second).queryByText('下载')).toBeNull();
  });

  it('shows the tab only while the certificate module is on', async () => {
    const user = { id: 'u1', userName: 'zs', realName: '张三', roleType: 1, permissions: [] } as unknown as SessionInfo;
    sessionStore.set({ user, site: { props: { moduleCert: true } } as unknown as SiteData });
    const view = wrap(<UserCenterPage />, '/web/uc?to=cert');
    await waitFor(() => expect(bodiesTo('/api/cert/grant/my-paging')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: '我的证书', hidden: true })).toBeTruthy();
    view.unmount();

    sessionStore.set({ user, site: { props: { moduleCert: false } } as unknown as SiteData });
    wrap(<UserCenterPage />, '/web/uc?to=cert');
    expect(await screen.findByRole('tab', { name: '我的消息', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '我的证书', hidden: true })).toBeNull();
  });
});
