import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { effects } from '@web/api/request';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CertVerifyPage from './index';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const CERT = {
  number: 'AQ20260101000001',
  title: '安全员证书',
  realName: '张*',
  confirmed: false,
  grantTime: '2026-01-01T02:00:00.000Z',
  expireTime: null,
  authority: '安全培训中心',
  state: 'revoked',
  state_text: '已撤销',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async (_url, init) => {
    const { number, name } = JSON.parse(String(init?.body ?? '{}'));
    if (number === CERT.number) {
      const data = name === '张三' ? { ...CERT, realName: '张三', confirmed: true } : CERT;
      return answer({ code: 0, msg: '操作成功！', data, success: true });
    }
    return answer({ code: 10010003, msg: '证书不存在，请核对证书编号！', data: null, success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const open = (number: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[`/cert/verify/${number}`]}>
          <Routes>
            <Route path="/cert/verify/:number" element={<CertVerifyPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

describe('证书验证', () => {
  it('shows the holder, certificate, dates, authority and the state of a number', async () => {
    open(CERT.number);
    expect((await screen.findByTestId('cert-verify-state')).textContent).toContain('已撤销');
    expect(screen.getByTestId('cert-verify-holder').textContent).toBe('张*');
    expect(screen.getByText('安全员证书')).toBeTruthy();
    expect(screen.getByText('长期有效')).toBeTruthy();
    expect(screen.getByText('安全培训中心')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/cert/verify');
  });

  it('confirms the holder with the full name; a wrong name keeps it masked', async () => {
    open(CERT.number);
    await screen.findByTestId('cert-verify-state');
    const confirmAs = (name: string) => {
      const input = screen.getByPlaceholderText('请输入持证人完整姓名');
      fireEvent.change(input, { target: { value: name } });
      fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    };
    confirmAs('李四');
    expect(await screen.findByText('姓名与该证书的持证人不一致')).toBeTruthy();
    confirmAs('张三');
    expect(await screen.findByText('姓名一致：张三')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({ number: CERT.number, name: '张三' });
  });

  it('says 未查询到该证书 for an unknown number without an error notification', async () => {
    open('NOPE');
    expect(await screen.findByText('未查询到该证书')).toBeTruthy();
    expect(effects.notify).not.toHaveBeenCalled();
  });
});
