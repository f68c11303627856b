import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import { mayRead, Perm, PICKER_AUTH, type SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURSE_SELECT_SIZE, CourseSelect } from './course-select';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('CourseSelect', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/course/course/options')
      .map(([, init]) => JSON.parse(String(init?.body)));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    fetchMock.mockImplementation(async () =>
      ok({ records: [{ id: 'c1', title: '消防课程' }], total: 1, size: 100, current: 1, pages: 1 }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for page 1 of size 100 with the open type, then the typed title', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <CourseSelect id="course" openType={2} />
        </App>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(COURSE_SELECT_SIZE).toBe(100);
    expect(bodies()[0]).toMatchObject({ current: 1, size: 100, params: { openType: 2 } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '消防' } });
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ params: { title: '消防', openType: 2 } }), {
      timeout: 3000,
    });
    expect(await screen.findByText('消防课程')).toBeTruthy();
  });
});

describe('CourseSelect for staff outside PICKER_AUTH.course', () => {
  afterEach(() => {
    sessionStore.set({ user: null });
    vi.unstubAllGlobals();
  });

  it('shows itself disabled (无权查看) and asks nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ user: { permissions: [Perm.user.list] } as unknown as SessionInfo });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <CourseSelect id="course" />
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('无权查看')).toBeTruthy();
    expect(screen.getByRole('combobox')).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mayRead([Perm.exam.list], PICKER_AUTH.course)).toBe(true);
  });
});
