import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import { Perm, type SessionInfo, type SiteData, type StatTotals } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, useCountUp } from './count-up';
import { COUNT_ITEMS, OverviewCounts } from './overview-counts';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

const TOTALS: StatTotals = {
  examCount: 3,
  tmplCount: 2,
  battleCount: 0,
  courseCount: 4,
  fileCount: 1234,
  repoCount: 5,
  quCount: 0,
  userCount: 42,
  grantCount: 7,
};
const ALL_PERMS: string[] = [Perm.stat.view, ...COUNT_ITEMS.map((i) => i.permission)];
const site = (props: Partial<SiteData['props']> = {}) =>
  ({
    siteName: '学考',
    props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true, ...props },
  }) as SiteData;

/** Reduced motion: the numbers are shown at once. */
function reduceMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderCounts() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <App>
          <OverviewCounts />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('dashboard OverviewCounts', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    reduceMotion(true);
    effects.notify = vi.fn();
    sessionStore.set({ site: site(), user: { permissions: ALL_PERMS } as unknown as SessionInfo });
    fetchMock.mockImplementation(async () => ok(TOTALS));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the non-zero counts and leaves out the zeros', async () => {
    renderCounts();
    expect(await screen.findByTestId('dashboard-count-examCount')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/stat/total/num/all');
    expect(screen.getByTestId('dashboard-count-fileCount').textContent).toContain('1.2k');
    expect(screen.getByTestId('dashboard-count-userCount').textContent).toContain('42');
    expect(screen.getByTestId('dashboard-count-tmplCount').textContent).toContain('试卷模板');
    expect(screen.queryByTestId('dashboard-count-quCount')).toBeNull();
    expect(screen.queryByTestId('dashboard-count-battleCount')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('leaves out the counts of a switched-off module', async () => {
    sessionStore.set({ site: site({ moduleCourse: false, moduleCert: false }) });
    renderCounts();
    expect(await screen.findByTestId('dashboard-count-examCount')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-count-courseCount')).toBeNull();
    expect(screen.queryByTestId('dashboard-count-fileCount')).toBeNull();
    expect(screen.queryByTestId('dashboard-count-grantCount')).toBeNull();
    expect(screen.getByTestId('dashboard-count-userCount')).toBeTruthy();
  });

  it('opens the list of a count', async () => {
    renderCounts();
    fireEvent.click(await screen.findByTestId('dashboard-count-repoCount'));
    expect(screen.getByTestId('where').textContent).toBe('/admin/repo/list');
    fireEvent.keyDown(screen.getByTestId('dashboard-count-grantCount'), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/admin/cert/grant');
  });

  it('links each count to the list of the seeded menus', () => {
    expect(Object.fromEntries(COUNT_ITEMS.map((i) => [i.key, i.path]))).toEqual({
      examCount: '/admin/exam/list',
      tmplCount: '/admin/exam/tmpl',
      repoCount: '/admin/repo/list',
      quCount: '/admin/repo/qu',
      courseCount: '/admin/course/list',
      fileCount: '/admin/course/file',
      battleCount: '/admin/battle/list',
      grantCount: '/admin/cert/grant',
      userCount: '/admin/sys/user',
    });
  });

  it('shows nothing and asks nothing without stat:view', async () => {
    sessionStore.set({ user: { permissions: ALL_PERMS.filter((p) => p !== 'stat:view') } as unknown as SessionInfo });
    renderCounts();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dashboard-counts')).toBeNull();
  });
});

describe('useCountUp', () => {
  let frames: FrameRequestCallback[] = [];
  const flush = (now: number) =>
    act(() => {
      const due = frames;
      frames = [];
      for (const f of due) f(now);
    });
  beforeEach(() => {
    reduceMotion(false);
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts up from 0 and ends exactly at the number after about 1.8 s', () => {
    expect(COUNT_UP_MS).toBeGreaterThanOrEqual(1500);
    expect(COUNT_UP_MS).toBeLessThanOrEqual(2000);
    const { result } = renderHook(() => useCountUp(987));
    expect(result.current).toBe(0);
    flush(1000);
    flush(1000 + COUNT_UP_MS / 2);
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(987);
    flush(1000 + COUNT_UP_MS);
    expect(result.current).toBe(987);
    expect(frames).toHaveLength(0);
  });

  it('shows the number at once when the user prefers reduced motion', () => {
    reduceMotion(true);
    const { result } = renderHook(() => useCountUp(55));
    expect(result.current).toBe(55);
    expect(frames).toHaveLength(0);
  });
});
