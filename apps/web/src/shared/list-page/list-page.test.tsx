import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListPage } from './list-page';
import { DIALOG_PAGE_SIZE, type ListPageProps } from './types';

interface Row {
  id: string;
  userName: string;
  state: number;
  state_dictText: string;
}
interface Params {
  name?: string;
  state?: number;
}

const rows: Row[] = [
  { id: '1', userName: 'alice', state: 0, state_dictText: '正常' },
  { id: '2', userName: 'bob', state: 1, state_dictText: '禁用' },
];
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const page = (records: Row[]) => ok({ records, total: records.length, size: 20, current: 1, pages: 1 });

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

const base: ListPageProps<Row, Params> = {
  url: '/api/x/paging',
  columns: (ctx) => [
    { title: '账号', dataIndex: 'userName', sorter: true },
    { title: '状态', dataIndex: 'state', render: (_v, row) => ctx.renderState(row) },
  ],
  searchFields: [{ name: 'name', label: '账号/姓名' }],
  defaultParams: { state: 0 },
  permissions: { add: 'x:add', edit: 'x:edit', delete: 'x:delete', state: 'x:state' },
  onAdd: () => {},
  onEdit: () => {},
  deleteUrl: '/api/x/delete',
  stateUrl: '/api/x/state',
};

function grant(...permissions: string[]) {
  sessionStore.set({ user: { permissions } as unknown as SessionInfo });
}

describe('ListPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/paging') ? page(rows) : ok(null)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts {current, size, params, orders, t} with the default params and size 20', async () => {
    grant();
    wrap(<ListPage<Row, Params> {...base} />);
    await screen.findByText('alice');
    const [first] = calls();
    expect(first.url).toBe('/api/x/paging');
    expect(first.body).toMatchObject({ current: 1, size: 20, params: { state: 0 }, orders: [] });
    expect(typeof first.body.t).toBe('number');
  });

  it('sends the search values and sorting as orders', async () => {
    grant();
    wrap(<ListPage<Row, Params> {...base} />);
    await screen.findByText('alice');
    fireEvent.change(screen.getByPlaceholderText('账号/姓名'), { target: { value: 'ali' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(calls().at(-1)?.body.params).toEqual({ state: 0, name: 'ali' }));
    fireEvent.click(screen.getByText('账号'));
    await waitFor(() => expect(calls().at(-1)?.body.orders).toEqual([{ column: 'userName', asc: true }]));
  });

  it('uses 10 rows inside dialogs and shows 暂无相关数据！ when empty', async () => {
    grant();
    fetchMock.mockImplementation(async () => page([]));
    wrap(<ListPage<Row, Params> {...base} pageSize={DIALOG_PAGE_SIZE} />);
    expect(await screen.findByText('暂无相关数据！')).toBeTruthy();
    expect(calls()[0].body.size).toBe(10);
  });

  it('shows only the buttons the user holds the key of', async () => {
    grant('x:add');
    wrap(<ListPage<Row, Params> {...base} />);
    await screen.findByText('alice');
    expect(screen.getByRole('button', { name: /添\s*加/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /禁\s*用/ })).toBeNull();
    // without the state key the state is text, not a switch
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('禁用')).toBeTruthy();
  });

  it('warns 请至少选择一条数据！ when deleting, editing or running a batch action with no selection', async () => {
    grant('x:edit', 'x:delete', 'x:batch');
    const batch = vi.fn();
    wrap(
      <ListPage<Row, Params> {...base} batchActions={[{ label: '批量设置', permission: 'x:batch', onClick: batch }]} />,
    );
    await screen.findByText('alice');
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('请至少选择一条数据！')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '批量设置' }));
    fireEvent.click(screen.getByRole('button', { name: /修\s*改/ }));
    expect(batch).not.toHaveBeenCalled();
    expect(calls().filter((c) => c.url === '/api/x/delete')).toHaveLength(0);
  });

  it('edits exactly one selected row and hands batch actions the selected ids', async () => {
    grant('x:edit', 'x:batch');
    const onEdit = vi.fn();
    const batch = vi.fn();
    wrap(
      <ListPage<Row, Params>
        {...base}
        onEdit={onEdit}
        batchActions={[{ label: '批量设置', permission: 'x:batch', onClick: batch }]}
      />,
    );
    const row = (await screen.findByText('alice')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /修\s*改/ }));
    expect(onEdit).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(screen.getByRole('button', { name: '批量设置' }));
    expect(batch).toHaveBeenCalledWith(['1'], [rows[0]]);
    const bobRow = screen.getByText('bob').closest('tr') as HTMLElement;
    fireEvent.click(within(bobRow).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /修\s*改/ }));
    expect(await screen.findByText('只能选择一条数据进行修改！')).toBeTruthy();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('asks 确实要删除吗? and then posts {ids}, shows 删除成功！ and reloads', async () => {
    grant('x:delete');
    wrap(<ListPage<Row, Params> {...base} />);
    const row = (await screen.findByText('bob')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确实要删除吗?')).toBeTruthy();
    const before = calls().filter((c) => c.url.endsWith('/paging')).length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    await waitFor(() => expect(calls().find((c) => c.url === '/api/x/delete')?.body).toEqual({ ids: ['2'] }));
    expect(await screen.findByText('删除成功！')).toBeTruthy();
    await waitFor(() => expect(calls().filter((c) => c.url.endsWith('/paging')).length).toBeGreaterThan(before));
  });

  it('posts {ids, state} from the state switch and shows 状态修改成功!', async () => {
    grant('x:state');
    wrap(<ListPage<Row, Params> {...base} />);
    await screen.findByText('alice');
    fireEvent.click(screen.getByRole('switch', { name: '状态-1' }));
    await waitFor(() => expect(calls().find((c) => c.url === '/api/x/state')?.body).toEqual({ ids: ['1'], state: 1 }));
    expect(await screen.findByText('状态修改成功!')).toBeTruthy();
  });
});
