import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChapterSelect } from './chapter-select';
import { RepoSelect } from './repo-select';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const bodiesOf = (mock: ReturnType<typeof vi.fn<typeof fetch>>, suffix: string) =>
  mock.mock.calls.filter(([url]) => String(url).endsWith(suffix)).map(([, init]) => JSON.parse(String(init?.body)));

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <App>{node}</App>
  </QueryClientProvider>
);

describe('bank and chapter selects', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/api/repo/paging')
        ? ok({ records: [{ id: 'r1', title: '安全题库' }], total: 1, size: 100, current: 1, pages: 1 })
        : ok([{ id: 'c1', repoId: 'r1', title: '第一章', sort: 1, quCount: 0 }]),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for page 1 of size 100 with the filters, then the typed title', async () => {
    render(wrap(<RepoSelect id="repo" isTrain />));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/repo/paging')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/repo/paging')[0]).toMatchObject({
      current: 1,
      size: 100,
      params: { isTrain: true },
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '安全' } });
    await waitFor(
      () =>
        expect(bodiesOf(fetchMock, '/api/repo/paging').at(-1)).toMatchObject({
          params: { title: '安全', isTrain: true },
        }),
      { timeout: 3000 },
    );
    expect(await screen.findByText('安全题库')).toBeTruthy();
  });

  it('lists the chapters of the bank, searched by title, and stays idle without a bank', async () => {
    const { rerender } = render(wrap(<ChapterSelect id="ch" />));
    expect(screen.getByText('请先选择题库')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/repo/chapter/list')).toHaveLength(0);
    rerender(wrap(<ChapterSelect id="ch" repoId="r1" />));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/repo/chapter/list')[0]).toEqual({ repoId: 'r1' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '第一' } });
    await waitFor(
      () => expect(bodiesOf(fetchMock, '/api/repo/chapter/list').at(-1)).toEqual({ repoId: 'r1', title: '第一' }),
      { timeout: 3000 },
    );
  });
});
