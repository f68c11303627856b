import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/app/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASH_EXAM_SIZE, ExamCard } from './exam-card';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('dashboard ExamCard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    sessionStore.set({ user: { permissions: ['exam:watch'] } as unknown as SessionInfo });
    fetchMock.mockImplementation(async () =>
      ok({
        records: [{ id: 'e1', title: '期中考试', procCount: 12, handCount: 30 }],
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

  it('asks for five ongoing exams and shows in progress and handed-in counts', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <App>
            <ExamCard />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('期中考试')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/stat/exam/dash-exam-list');
    expect(JSON.parse(String(init?.body))).toMatchObject({ current: 1, size: DASH_EXAM_SIZE });
    expect(DASH_EXAM_SIZE).toBe(5);
  });
});
