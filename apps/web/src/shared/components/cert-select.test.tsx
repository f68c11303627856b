import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CertSelect } from './cert-select';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('CertSelect', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/cert/cert/paging')
      .map(([, init]) => JSON.parse(String(init?.body)));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    fetchMock.mockImplementation(async () =>
      ok({
        records: [
          { id: 'c1', title: '安全员证书', state: 0 },
          { id: 'c2', title: '旧证书', state: 1 },
        ],
        total: 2,
        size: 100,
        current: 1,
        pages: 1,
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for page 1 of size 100, then the typed title, and marks disabled templates', async () => {
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <CertSelect id="cert" onChange={onChange} />
        </App>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ current: 1, size: 100 });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '安全' } });
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ params: { title: '安全' } }), { timeout: 3000 });
    expect(await screen.findByText('旧证书（已禁用）')).toBeTruthy();
    fireEvent.click(await screen.findByText('安全员证书'));
    expect(onChange.mock.calls[0][0]).toBe('c1');
  });

  it('shows the title of a value not on page 1, asked for by id', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      const records = body.params?.id === 'c9' ? [{ id: 'c9', title: '第101个证书', state: 0 }] : [];
      return ok({ records, total: records.length, size: body.size, current: 1, pages: 1 });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <CertSelect id="cert" value="c9" />
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('第101个证书')).toBeTruthy();
    expect(bodies().some((b) => b.params?.id === 'c9' && b.size === 1)).toBe(true);
  });
});
