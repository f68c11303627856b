import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/app/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseCard, DASH_COURSE_SIZE } from './course-card';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('dashboard CourseCard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    sessionStore.set({ user: { permissions: ['course:list'] } as unknown as SessionInfo });
    fetchMock.mockImplementation(async () =>
      ok({
        records: [{ id: 'c1', title: '安全生产课程', procCount: 12, finishCount: 30 }],
        total: 1,
        size: 5,
        current: 1,
        pages: 1,
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for five ongoing courses, shows learners and finishers, and searches by title', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <App>
            <CourseCard />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('安全生产课程')).toBeTruthy();
    expect(screen.getByText('学习人数')).toBeTruthy();
    expect(screen.getByText('完成人数')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/stat/course/dash-course-list');
    expect(JSON.parse(String(init?.body))).toMatchObject({ current: 1, size: DASH_COURSE_SIZE });
    expect(DASH_COURSE_SIZE).toBe(5);
    const search = screen.getByLabelText('搜索进行中的课程');
    fireEvent.change(search, { target: { value: '安全' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toMatchObject({ params: { title: '安全' } }),
    );
  });
});
