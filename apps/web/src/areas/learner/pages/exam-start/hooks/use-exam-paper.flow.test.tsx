import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import { resetMemoryTables } from '@web/shared/offline/local-store';
import type { SessionInfo } from '@xuekao/contracts';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DETAIL_SYNC_MS, paperKeys, useExamPaper, useMarkAnswer, usePaperQu } from './use-exam-paper';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));
const callsTo = (path: string) => calls().filter((c) => c.url.endsWith(path));

const card = (quId: string, sort: number, answered: boolean) => ({ quId, sort, quType: 1, score: 2, answered });
const detail = {
  id: 'p1',
  examId: 'e1',
  userId: 'u1',
  title: '安全考试',
  state: 0,
  quCount: 3,
  answeredCount: 1,
  leftSeconds: 600,
  serverTime: '2026-01-02T03:00:00.000Z',
  groups: [
    { quType: 1, title: '一、单选题', quList: [card('q1', 1, true), card('q2', 2, false)] },
    { quType: 3, title: '二、判断题', quList: [card('q3', 3, false)] },
  ],
};

/** The server: each path answers what `routes` says (an envelope body or a function of the request body). */
let routes: Record<string, (body: Record<string, unknown>) => Response>;
beforeEach(() => {
  // the device store is per test: a paper or answers kept by the last test must not open this one
  resetMemoryTables();
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  routes = {
    '/create-paper': () => envelope(0, { id: 'p1' }),
    '/check-process': () => envelope(0, null),
    '/paper-detail': () => envelope(0, detail),
  };
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).slice(String(url).lastIndexOf('/'));
    const route = routes[path];
    if (!route) return envelope(1, null, `no route ${url}`);
    return route(JSON.parse(String(init?.body ?? '{}')));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useExamPaper', () => {
  it('coming from the check page: create-paper with the entry proof, forgets the entry, loads the card', async () => {
    const { wrapper } = withClient();
    const used = vi.fn();
    const entry = { password: 'pw', faceToken: 'ft' };
    const { result } = renderHook(() => useExamPaper('e1', entry, used), { wrapper });
    await waitFor(() => expect(result.current.paperId).toBe('p1'));
    expect(used).toHaveBeenCalledTimes(1);
    expect(callsTo('/create-paper')).toEqual([
      { url: '/api/paper/paper/create-paper', body: { examId: 'e1', password: 'pw', faceToken: 'ft' } },
    ]);
    expect(callsTo('/check-process')).toHaveLength(0);
    await waitFor(() => expect(result.current.items.map((i) => i.quId)).toEqual(['q1', 'q2', 'q3']));
    expect(callsTo('/paper-detail')[0].body).toEqual({ id: 'p1' });
    expect(result.current.noPaper).toBe(false);
  });

  it('creates the paper once although the page renders again', async () => {
    const { wrapper } = withClient();
    const entry = { password: '', faceToken: '' };
    const { result, rerender } = renderHook(() => useExamPaper('e1', entry, () => {}), { wrapper });
    rerender();
    rerender();
    await waitFor(() => expect(result.current.paperId).toBe('p1'));
    expect(callsTo('/create-paper')).toHaveLength(1);
  });

  it('without an entry resumes the paper in progress of this exam', async () => {
    routes['/check-process'] = () => envelope(0, { paperId: 'p9', examId: 'e1', title: '安全考试' });
    const { wrapper } = withClient();
    const used = vi.fn();
    const { result } = renderHook(() => useExamPaper('e1', null, used), { wrapper });
    await waitFor(() => expect(result.current.paperId).toBe('p9'));
    expect(callsTo('/check-process')[0].body).toEqual({ examId: 'e1' });
    expect(callsTo('/create-paper')).toHaveLength(0);
    expect(used).not.toHaveBeenCalled();
  });

  it('without an entry and nothing to resume (or a paper of another exam): noPaper', async () => {
    const { wrapper } = withClient();
    const none = renderHook(() => useExamPaper('e1', null, () => {}), { wrapper });
    await waitFor(() => expect(none.result.current.noPaper).toBe(true));
    expect(none.result.current.paperId).toBeUndefined();

    routes['/check-process'] = () => envelope(0, { paperId: 'p7', examId: 'e2', title: '另一场' });
    const other = renderHook(() => useExamPaper('e1', null, () => {}), { wrapper: withClient().wrapper });
    await waitFor(() => expect(other.result.current.noPaper).toBe(true));
    expect(callsTo('/paper-detail')).toHaveLength(0);
  });

  it("keeps the server's refusal of create-paper as the error to show", async () => {
    routes['/create-paper'] = () => envelope(20010002, null, '您有正在进行的考试！');
    const { wrapper } = withClient();
    const used = vi.fn();
    const { result } = renderHook(() => useExamPaper('e1', { password: '', faceToken: '' }, used), { wrapper });
    await waitFor(() => expect(result.current.createError).toBe('您有正在进行的考试！'));
    expect(effects.notify).toHaveBeenCalledWith('您有正在进行的考试！');
    expect(used).not.toHaveBeenCalled();
    expect(result.current.paperId).toBeUndefined();
  });

  it('does nothing without an exam id', async () => {
    const { wrapper } = withClient();
    renderHook(() => useExamPaper('', null, () => {}), { wrapper });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-reads the detail every minute (the countdown follows the server)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { wrapper } = withClient();
    const { result } = renderHook(() => useExamPaper('e1', { password: '', faceToken: '' }, () => {}), { wrapper });
    await vi.waitFor(() => expect(result.current.detail.data?.id).toBe('p1'));
    expect(callsTo('/paper-detail')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(DETAIL_SYNC_MS - 1000));
    expect(callsTo('/paper-detail')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(callsTo('/paper-detail')).toHaveLength(2));
  });
});

describe('usePaperQu', () => {
  it('asks for nothing until a question is chosen, then for that question of the paper', async () => {
    routes['/qu-detail'] = (b) => envelope(0, { paperId: b.paperId, quId: b.quId, sort: 2 });
    const { wrapper } = withClient();
    const { result, rerender } = renderHook(({ quId }) => usePaperQu('p1', quId), {
      wrapper,
      initialProps: { quId: undefined as string | undefined },
    });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ quId: 'q2' });
    await waitFor(() => expect(result.current.data?.quId).toBe('q2'));
    expect(callsTo('/qu-detail')).toEqual([{ url: '/api/paper/paper/qu-detail', body: { paperId: 'p1', quId: 'q2' } }]);
  });
});

describe('useMarkAnswer', () => {
  it('marks the answer on the cached question and answer card, without a call', async () => {
    const { client, wrapper } = withClient();
    client.setQueryData(paperKeys.detail('p1'), detail);
    client.setQueryData(paperKeys.qu('p1', 'q2'), { paperId: 'p1', quId: 'q2', answered: false, answer: null });
    const { result } = renderHook(() => useMarkAnswer('p1'), { wrapper });
    act(() => result.current('q2', { optionIds: ['a'] }, true));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(paperKeys.qu('p1', 'q2'))).toMatchObject({
      answered: true,
      answer: { optionIds: ['a'] },
    });
    expect(client.getQueryData<typeof detail>(paperKeys.detail('p1'))?.answeredCount).toBe(2);
  });
});

describe('without a connection', () => {
  const offline = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const signedInAs = (userId: string) => sessionStore.set({ user: { userId } as SessionInfo });
  beforeEach(() => signedInAs('u1'));
  afterEach(() => sessionStore.set({ user: null }));

  it('resumes the paper the device kept, with the clock moved on, and tells it came from the device', async () => {
    routes['/check-process'] = () => envelope(0, { paperId: 'p1', examId: 'e1', title: '安全考试' });
    routes['/qu-detail'] = (b) =>
      envelope(0, { paperId: b.paperId, quId: b.quId, sort: 2, qu: { image: '', answerList: [] } });
    const online = renderHook(() => useExamPaper('e1', null, () => {}), { wrapper: withClient().wrapper });
    await waitFor(() => expect(online.result.current.detail.data?.id).toBe('p1'));
    const qu = renderHook(() => usePaperQu('p1', 'q2'), { wrapper: withClient().wrapper });
    await waitFor(() => expect(qu.result.current.data?.quId).toBe('q2'));
    await act(async () => {});

    offline();
    const again = renderHook(() => useExamPaper('e1', null, () => {}), { wrapper: withClient().wrapper });
    await waitFor(() => expect(again.result.current.detail.data?.id).toBe('p1'));
    expect(again.result.current.detail.data).toMatchObject({ fromDevice: true, title: '安全考试' });
    expect(effects.notify).not.toHaveBeenCalled();
    const quAgain = renderHook(() => usePaperQu('p1', 'q2'), { wrapper: withClient().wrapper });
    await waitFor(() => expect(quAgain.result.current.data?.quId).toBe('q2'));
  });

  it('another learner at the same computer never opens the paper the device kept for the first', async () => {
    routes['/check-process'] = () => envelope(0, { paperId: 'p1', examId: 'e1', title: '安全考试' });
    const online = renderHook(() => useExamPaper('e1', null, () => {}), { wrapper: withClient().wrapper });
    await waitFor(() => expect(online.result.current.detail.data?.id).toBe('p1'));
    await act(async () => {});
    offline();
    signedInAs('u2');
    const other = renderHook(() => useExamPaper('e1', null, () => {}), { wrapper: withClient().wrapper });
    await waitFor(() => expect(other.result.current.createError).toBeTruthy());
    expect(other.result.current.paperId).toBeUndefined();
  });

  it('a paper the device never saw cannot be opened: the error is shown', async () => {
    offline();
    const { result } = renderHook(() => useExamPaper('e-unknown', null, () => {}), { wrapper: withClient().wrapper });
    await waitFor(() => expect(result.current.createError).toBeTruthy());
  });
});
