import { screen } from '@testing-library/react';
import NoticeDetailPage from '@web/areas/learner/pages/notice-detail';
import NoticeListPage from '@web/areas/learner/pages/notice-list';
import { mockFetch, renderPage } from '@web/test/page-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

/** The learner pages converted so far, in en-US: no Chinese character but the data the test gives. */
const chineseIn = () => [...new Set(document.body.textContent?.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));

describe('learner pages in en-US', { timeout: 30_000 }, () => {
  it('renders the notice list in English', async () => {
    const records = [{ id: 'n1', title: 'Safety exam', createTime: '2026-01-02T03:00:00.000Z' }];
    mockFetch({ '*': { records, total: 23, size: 10, current: 1, pages: 3 } });
    renderPage(<NoticeListPage />, { path: '/web/notice' });
    await screen.findByText('Safety exam', {}, { timeout: 15_000 });
    expect(screen.getByText('Notices')).toBeTruthy();
    expect(screen.getByText('23 in total')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders a missing notice in English', async () => {
    mockFetch({});
    renderPage(<NoticeDetailPage />, { path: '/web/notice/detail/:id', route: '/web/notice/detail/x' });
    expect(await screen.findByText('The notice does not exist or was withdrawn', {}, { timeout: 15_000 })).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});
