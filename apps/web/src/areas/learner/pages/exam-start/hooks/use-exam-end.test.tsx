import { act, render, screen } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionRenewed, setSessionRescue } from '@web/api/session-rescue';
import { App } from 'antd';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExamEnd } from './use-exam-end';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));

/** Fullscreen as the browser reports it, with exitFullscreen counted. */
let fsElement: Element | null = null;
const exitFullscreen = vi.fn(async () => {
  fsElement = null;
});

type End = ReturnType<typeof useExamEnd>;
let end: End;

function Probe({ paperId }: { paperId: string | undefined }) {
  end = useExamEnd(paperId);
  return null;
}
function Where() {
  const loc = useLocation();
  const type = useNavigationType();
  return <div data-testid="where">{`${type} ${loc.pathname}`}</div>;
}

function mount(paperId: string | undefined) {
  return render(
    <App>
      <MemoryRouter initialEntries={['/web/exam/start/e1']}>
        <Probe paperId={paperId} />
        <Where />
      </MemoryRouter>
    </App>,
  );
}
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  fsElement = document.documentElement;
  exitFullscreen.mockClear();
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fsElement });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async () => envelope(0, {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document, 'exitFullscreen');
});

describe('useExamEnd', { timeout: 20_000 }, () => {
  it('toResult replaces the exam page with the result, leaves fullscreen and asks nothing of the server', () => {
    mount('p1');
    act(() => end.toResult());
    expect(where()).toBe('REPLACE /web/exam/result/p1');
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(end.ended.current).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('考试结束', { selector: '.ant-modal-confirm-title' })).toBeNull();
  });

  it('toResult with a notice shows 考试结束 with the notice and 查看成绩', async () => {
    mount('p1');
    act(() => end.toResult('您的试卷已被交卷！'));
    expect(await screen.findByText('考试结束', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(screen.getByText('您的试卷已被交卷！')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看成绩' })).toBeTruthy();
    expect(where()).toBe('REPLACE /web/exam/result/p1');
  });

  it('does nothing without a paper', async () => {
    mount(undefined);
    act(() => end.toResult('x'));
    await act(() => end.forceEnd('考试时间已到，系统已自动交卷！'));
    expect(where()).toBe('POP /web/exam/start/e1');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(end.ended.current).toBe(false);
  });

  it('forceEnd hands the paper in once, then shows the notice on the way to the result', async () => {
    mount('p1');
    await act(async () => {
      const first = end.forceEnd('考试时间已到，系统已自动交卷！');
      // a second end (socket and timer at once) is ignored
      const second = end.forceEnd('您的试卷已被交卷！');
      await Promise.all([first, second]);
    });
    expect(calls()).toEqual([{ url: '/api/paper/paper/hand-exam', body: { id: 'p1' } }]);
    expect(await screen.findByText('考试时间已到，系统已自动交卷！')).toBeTruthy();
    expect(screen.queryByText('您的试卷已被交卷！')).toBeNull();
    expect(where()).toBe('REPLACE /web/exam/result/p1');
  });

  it('forceEnd still reaches the result when hand-exam fails, without a notification', async () => {
    fetchMock.mockImplementation(async () => envelope(20010003, null, '考试已交卷，无法继续作答！'));
    mount('p1');
    await act(() => end.forceEnd('您已经离开3次，离开3次将自动交卷，系统已自动交卷！'));
    expect(calls()).toHaveLength(1);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(await screen.findByText('您已经离开3次，离开3次将自动交卷，系统已自动交卷！')).toBeTruthy();
    expect(where()).toBe('REPLACE /web/exam/result/p1');
  });

  it('forceEnd with the session expired waits on the page for the sign-in (session rescue), then hands in', async () => {
    let signedIn = false;
    fetchMock.mockImplementation(async () =>
      signedIn ? envelope(0, null) : envelope(10010002, null, '会话超时，请重新登录！'),
    );
    const rescue = vi.fn();
    setSessionRescue(rescue);
    try {
      mount('p1');
      let ended: Promise<void> = Promise.resolve();
      await act(async () => {
        ended = end.forceEnd('考试时间已到，系统已自动交卷！');
        await new Promise((r) => setTimeout(r, 50));
      });
      expect(rescue).toHaveBeenCalledTimes(1);
      expect(where()).toBe('POP /web/exam/start/e1');
      expect(effects.notify).not.toHaveBeenCalled();
      signedIn = true;
      await act(async () => {
        sessionRenewed();
        await ended;
      });
      expect(calls().map((c) => c.url)).toEqual(['/api/paper/paper/hand-exam', '/api/paper/paper/hand-exam']);
      expect(where()).toBe('REPLACE /web/exam/result/p1');
    } finally {
      setSessionRescue(null);
      sessionRenewed();
    }
  });

  it('forceEnd after the learner handed in does not call the server again', async () => {
    mount('p1');
    act(() => end.toResult());
    await act(() => end.forceEnd('考试时间已到，系统已自动交卷！'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('考试时间已到，系统已自动交卷！')).toBeNull();
  });

  it('leaves fullscreen when the page goes away, and not when it is not fullscreen', () => {
    const view = mount('p1');
    view.unmount();
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    fsElement = null;
    mount('p1').unmount();
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
  });
});
