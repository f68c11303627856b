import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { unreadCountKey } from '@web/api/user-queries';
import type { UserMsgRecord } from '@xuekao/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesTab } from './messages-tab';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const msg = (id: string, title: string, readState: number): UserMsgRecord => ({
  id,
  title,
  readState,
  readState_dictText: readState ? '已读' : '未读',
  createTime: '2026-01-02T03:04:05.000Z',
  readTime: null,
});

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));

let client: QueryClient;
function renderTab() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MessagesTab />
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (String(url).endsWith('/msg/paging')) {
      const records =
        body.params.readState === 1 ? [msg('3', '已读的消息', 1)] : [msg('1', '考试通知', 0), msg('2', '证书发放', 0)];
      return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
    }
    if (String(url).endsWith('/detail-for-read'))
      return ok({ ...msg('1', '考试通知', 1), content: '<p>请<b>按时</b>参加</p>' });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd tables and dialogs render slowly under jsdom on a busy machine.
describe('我的消息', { timeout: 20_000 }, () => {
  it('asks for unread messages first; 标记已读 needs a selection and is off on the read list', async () => {
    renderTab();
    await screen.findByText('考试通知');
    expect(calls()[0]).toMatchObject({ url: '/api/sys/user/msg/paging', body: { params: { readState: 0 } } });
    const markRead = screen.getByRole('button', { name: /标记已读/ }) as HTMLButtonElement;
    expect(markRead.disabled).toBe(true);
    fireEvent.click(within(screen.getByText('证书发放').closest('tr')!).getByRole('checkbox'));
    expect(markRead.disabled).toBe(false);
    fireEvent.click(markRead);
    await waitFor(() => expect(calls().some((c) => c.url.endsWith('/mark-read'))).toBe(true));
    expect(calls().find((c) => c.url.endsWith('/mark-read'))?.body).toEqual({ ids: ['2'] });

    fireEvent.click(screen.getByText('已读消息'));
    await screen.findByText('已读的消息');
    fireEvent.click(within(screen.getByText('已读的消息').closest('tr')!).getByRole('checkbox'));
    expect((screen.getByRole('button', { name: /标记已读/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opening a message reads it, shows its content and refreshes the list and the unread count', async () => {
    renderTab();
    const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    fireEvent.click(await screen.findByText('考试通知'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('按时');
    expect(calls().find((c) => c.url.endsWith('/detail-for-read'))?.body).toEqual({ id: '1' });
    await waitFor(() =>
      expect(spy.mock.calls.some(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(unreadCountKey))).toBe(true),
    );
    spy.mockRestore();
  });

  it('删除 needs a selection and confirms 确认要删除选定的信息吗？', async () => {
    renderTab();
    await screen.findByText('考试通知');
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('请至少选择一条数据！');
    fireEvent.click(within(screen.getByText('考试通知').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确认要删除选定的信息吗？');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls().find((c) => c.url.endsWith('/user-delete'))?.body).toEqual({ ids: ['1'] }));
  });
});
