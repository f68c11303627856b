import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExamWatchPage from './index';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));
const callsTo = (path: string) => calls().filter((c) => c.url === path);
/** The table's own paging calls (the header's counts ask for one row). */
const listCalls = () => callsTo('/api/exam/watch/paging').filter((c) => c.body.size !== 1);

const row = (o: object) => ({
  userId: 'u1',
  deptCode_dictText: '安全部',
  online: true,
  state: 0,
  state_dictText: '考试中',
  answeredCount: 3,
  quCount: 10,
  leaveTimes: 1,
  captureCount: 0,
  faceFails: 0,
  faceOuts: 0,
  leftSeconds: 125,
  lastCapture: '',
  createTime: '2026-01-02T03:00:00.000Z',
  ...o,
});
const ROWS = [
  row({ paperId: 'p1', userId: 'u1', realName: '张三', captureCount: 3, faceFails: 2, faceOuts: 4 }),
  row({
    paperId: 'p2',
    userId: 'u2',
    realName: '李四',
    online: false,
    state: 2,
    state_dictText: '已完成',
    answeredCount: 10,
  }),
];
const CAPTURES = [
  { id: 'c1', fileUrl: '/f/1.jpg?exp=1&sig=a', pass: true, msg: '', createTime: '2026-01-02T03:01:00.000Z' },
  {
    id: 'c2',
    fileUrl: '/f/2.jpg?exp=1&sig=b',
    pass: false,
    msg: '未检测到人脸',
    createTime: '2026-01-02T03:02:00.000Z',
  },
  { id: 'c3', fileUrl: '/f/3.jpg?exp=1&sig=c', pass: null, msg: '', createTime: '2026-01-02T03:03:00.000Z' },
];

beforeEach(() => {
  sessionStore.set({ user: { permissions: ['exam:watch'] } as unknown as SessionInfo });
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}'));
    switch (path) {
      case '/api/exam/exam/simple-detail':
        return envelope(0, {
          id: 'e1',
          title: '安全生产考试',
          openType_dictText: '完全公开',
          startTime: '2026-01-02T01:00:00.000Z',
          endTime: '2026-01-02T09:00:00.000Z',
          totalTime: 60,
          quCount: 10,
          totalScore: 100,
        });
      case '/api/exam/watch/paging':
        if (body.size === 1)
          return envelope(0, { records: [], total: body.params.state === 0 ? 1 : 2, size: 1, current: 1, pages: 2 });
        return envelope(0, { records: ROWS, total: 2, size: 20, current: 1, pages: 1 });
      case '/api/exam/watch/warn':
        return envelope(0, { sent: 2 });
      case '/api/exam/watch/force-hand':
        return envelope(0, { handed: body.paperIds.length });
      case '/api/exam/watch/captures':
        return envelope(0, CAPTURES);
      default:
        return envelope(0, []);
    }
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStore.set({ user: null });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/admin/exam/watch/e1']}>
          <Routes>
            <Route path="/admin/exam/watch/:examId" element={<ExamWatchPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
const listed = () => screen.findByText('张三', {}, { timeout: 15_000 });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// Role queries walk antd's whole table and are slow in jsdom: buttons are found by their text.
const button = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const queryButton = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
/** A dialog button; a dialog closed a moment ago may still be fading out, so the newest is the last. */
const lastButton = async (name: string | RegExp) =>
  (await screen.findAllByText(name, { selector: 'button span' })).at(-1)?.closest('button') as HTMLButtonElement;

describe('考试监控', { timeout: 30_000 }, () => {
  it('lists the examinees of the exam: online, progress, time left while writing, counts in the header', async () => {
    renderPage();
    await listed();
    expect(listCalls()[0].body).toMatchObject({ params: { examId: 'e1' }, current: 1, size: 20 });
    const zhang = rowOf('张三');
    expect(within(zhang).getByText('在线')).toBeTruthy();
    expect(within(zhang).getByText('3/10')).toBeTruthy();
    expect(within(zhang).getByText('02:05')).toBeTruthy();
    // face-out events the exam camera reported
    expect(screen.getAllByText('人脸离开').length).toBeGreaterThan(0);
    expect(within(zhang).getByText('4')).toBeTruthy();
    expect(button('强制交卷', zhang)).toBeTruthy();
    const li = rowOf('李四');
    expect(within(li).getByText('离线')).toBeTruthy();
    expect(within(li).getByText('已完成')).toBeTruthy();
    expect(queryButton('强制交卷', li)).toBeNull();
    expect(button('抓拍', li).disabled).toBe(true);
    // header: the exam and the counts (all 2, writing 1, handed in 1)
    expect(await screen.findByText('安全生产考试')).toBeTruthy();
    expect(screen.getByText(/时长 60 分钟，10 题 \/ 100 分/)).toBeTruthy();
    const stat = (title: string) =>
      screen
        .getByText(title, { selector: '.ant-statistic-title' })
        .closest('.ant-statistic')
        ?.querySelector('.ant-statistic-content')?.textContent;
    await waitFor(() => expect(stat('考生总数')).toBe('2'));
    expect(stat('考试中')).toBe('1');
    expect(stat('已交卷')).toBe('1');
    expect(
      callsTo('/api/exam/watch/paging')
        .filter((c) => c.body.size === 1)
        .map((c) => c.body.params),
    ).toEqual(expect.arrayContaining([{ examId: 'e1' }, { examId: 'e1', state: 0 }]));
  });

  it('refreshes the list every 5 s until 自动刷新 is switched off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPage();
    await listed();
    const before = listCalls().length;
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    fireEvent.click(screen.getByLabelText('自动刷新'));
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(listCalls().length).toBe(before + 1);
  });

  it('发送警告 to everyone: refuses an empty text, offers the presets, sends and tells how many got it', async () => {
    renderPage();
    await listed();
    fireEvent.click(button('发送警告（全部）'));
    expect(await screen.findByText('发送给：本场考试的全部在考考生')).toBeTruthy();
    fireEvent.click(await lastButton('发 送'));
    expect(await screen.findByText('警告内容不能为空！')).toBeTruthy();
    expect(callsTo('/api/exam/watch/warn')).toHaveLength(0);
    fireEvent.click(screen.getByText('请保持面部在摄像头范围内！'));
    expect((screen.getByLabelText('警告内容') as HTMLTextAreaElement).value).toBe('请保持面部在摄像头范围内！');
    fireEvent.click(await lastButton('发 送'));
    expect(await screen.findByText('警告已发送给 2 位在线考生')).toBeTruthy();
    expect(callsTo('/api/exam/watch/warn')).toEqual([
      { url: '/api/exam/watch/warn', body: { examId: 'e1', msg: '请保持面部在摄像头范围内！', userIds: [] } },
    ]);
  });

  it('发送警告 to the ticked examinees only', async () => {
    renderPage();
    await listed();
    fireEvent.click(within(rowOf('张三')).getByRole('checkbox'));
    fireEvent.click(await lastButton('发送警告（1）'));
    expect(await screen.findByText('发送给：选中的 1 位考生')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('警告内容'), { target: { value: '  请坐正  ' } });
    fireEvent.click(await lastButton('发 送'));
    await waitFor(() => expect(callsTo('/api/exam/watch/warn')).toHaveLength(1));
    expect(callsTo('/api/exam/watch/warn')[0].body).toEqual({ examId: 'e1', msg: '请坐正', userIds: ['u1'] });
  });

  it('强制交卷 needs an examinee in the exam, confirms with the names and hands in their papers', async () => {
    renderPage();
    await listed();
    // nothing ticked, or only a handed-in paper: nobody to hand in
    const toolbarForce = () =>
      screen
        .getAllByText('强制交卷', { selector: 'button span' })
        .find((b) => !b.closest('tr'))
        ?.closest('button') as HTMLButtonElement;
    fireEvent.click(toolbarForce());
    expect(await screen.findByText('请选择考试中的考生！')).toBeTruthy();
    fireEvent.click(within(rowOf('李四')).getByRole('checkbox'));
    fireEvent.click(toolbarForce());
    expect(screen.queryByText(/的试卷强制交卷吗/)).toBeNull();

    const before = listCalls().length;
    fireEvent.click(button('强制交卷', rowOf('张三')));
    expect(await screen.findByText('确定将 张三 的试卷强制交卷吗？交卷后不能继续答题。')).toBeTruthy();
    const dialog = screen
      .getByText('确定将 张三 的试卷强制交卷吗？交卷后不能继续答题。')
      .closest('.ant-modal') as HTMLElement;
    fireEvent.click(button('强制交卷', dialog));
    expect(await screen.findByText('已强制交卷 1 份')).toBeTruthy();
    expect(callsTo('/api/exam/watch/force-hand')).toEqual([
      { url: '/api/exam/watch/force-hand', body: { examId: 'e1', paperIds: ['p1'] } },
    ]);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('抓拍 shows the photos of the paper with each face-check outcome', async () => {
    renderPage();
    await listed();
    fireEvent.click(button('抓拍', rowOf('张三')));
    expect(await screen.findByText('抓拍记录：张三')).toBeTruthy();
    expect(await screen.findByText('通过')).toBeTruthy();
    expect(screen.getByText('未通过')).toBeTruthy();
    expect(screen.getByText('未比对')).toBeTruthy();
    expect(screen.getByText('未检测到人脸')).toBeTruthy();
    expect(callsTo('/api/exam/watch/captures')).toEqual([{ url: '/api/exam/watch/captures', body: { paperId: 'p1' } }]);
  });

  it('without the watch key the warn and hand-in buttons are not offered', async () => {
    sessionStore.set({ user: { permissions: [] } as unknown as SessionInfo });
    renderPage();
    await listed();
    expect(queryButton(/发送警告/)).toBeNull();
  });
});
