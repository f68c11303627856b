import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, mockFetch, renderPage as renderWith } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import NoticeListPage from './index';

const NOTICES = [
  { id: 'n1', title: '关于年度安全考试的通知', createTime: '2026-01-02T03:00:00.000Z' },
  { id: 'n2', title: '系统维护公告', createTime: '2026-01-01T03:00:00.000Z' },
];
let total: number;
beforeEach(() => {
  total = NOTICES.length;
  mockFetch({ '*': () => ({ records: NOTICES, total, size: 10, current: 1, pages: 1 }) });
});

const renderPage = () => renderWith(<NoticeListPage />, { path: '/web/notice' });

describe('通知公告', { timeout: 30_000 }, () => {
  it('lists the notices, each opening its detail', async () => {
    renderPage();
    const link = await screen.findByText('关于年度安全考试的通知', {}, { timeout: 15_000 });
    expect(calls()[0]).toMatchObject({ url: '/api/sys/notice/paging', body: { current: 1, size: 10, params: {} } });
    expect(screen.getByText('系统维护公告')).toBeTruthy();
    expect(screen.queryByText(/^共 \d+ 条$/)).toBeNull();
    fireEvent.click(link);
    expect(screen.getByTestId('landed').textContent).toBe('/web/notice/detail/n1');
  });

  it('searches the trimmed title from page 1 and pages past 10 notices', async () => {
    total = 23;
    renderPage();
    await screen.findByText('系统维护公告', {}, { timeout: 15_000 });
    expect(screen.getByText('共 23 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(calls().at(-1)?.body.current).toBe(3));
    const box = screen.getByLabelText('搜索公告标题');
    fireEvent.change(box, { target: { value: '  维护 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls().at(-1)?.body).toMatchObject({ current: 1, params: { title: '维护' } }));
  });

  it('says 暂无相关数据！ without notices', async () => {
    mockFetch({ '*': { records: [], total: 0, size: 10, current: 1, pages: 0 } });
    renderPage();
    expect(await screen.findByText('暂无相关数据！', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
