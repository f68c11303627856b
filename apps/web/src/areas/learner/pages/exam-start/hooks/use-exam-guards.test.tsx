import { act, render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { DEBUG_CHECK_MS, DEBUG_LEAVE_MS } from '@web/shared/exam/use-anti-debug';
import type { PaperDetail, PaperRules } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExamGuards } from './use-exam-guards';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));

const rules = (o: Partial<PaperRules> = {}): PaperRules => ({
  copyPaste: true,
  leaveOn: false,
  leaveCheck: 5,
  leaveCount: 3,
  actionOn: false,
  actionInterval: 300,
  actionLimit: 0,
  camOn: false,
  camInterval: 1,
  faceLimit: 3,
  handMin: 0,
  showAnswer: false,
  ...o,
});
const paperOf = (r: Partial<PaperRules>, state = 0) =>
  ({ id: 'p1', examId: 'e1', userId: 'u1', state, rules: rules(r) }) as unknown as PaperDetail;

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

function Guarded({ paper, onEnd }: { paper: PaperDetail | undefined; onEnd: (n: string) => void }) {
  useExamGuards(paper, onEnd);
  return <div data-testid="where">{useLocation().pathname}</div>;
}
function mount(paper: PaperDetail | undefined, onEnd = vi.fn()) {
  const view = render(
    <App>
      <MemoryRouter initialEntries={['/web/exam/start/e1']}>
        <Guarded paper={paper} onEnd={onEnd} />
      </MemoryRouter>
    </App>,
  );
  return { ...view, onEnd };
}

/** Pastes (or copies) on the page; true when the page let it through. */
const fire = (type: 'paste' | 'copy' | 'cut') => document.body.dispatchEvent(new Event(type, { cancelable: true }));

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('useExamGuards: action checker', { timeout: 20_000 }, () => {
  it('signals break after the interval without input and ends the exam when the server handed in', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => envelope(0, { actionTimes: 2, overLimit: true, counted: true }));
    const { onEnd } = mount(paperOf({ actionOn: true, actionInterval: 30, actionLimit: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls()).toEqual([{ url: '/api/paper/paper/action-break', body: { paperId: 'p1' } }]);
    vi.useRealTimers();
    await waitFor(() =>
      expect(onEnd).toHaveBeenCalledWith('您已2次长时间没有操作，达到2次将自动交卷，系统已自动交卷！'),
    );
  });

  it('does not run when the exam has it off', async () => {
    vi.useFakeTimers();
    mount(paperOf({ actionOn: false, actionInterval: 30 }));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useExamGuards: leave monitoring', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-02T03:00:00Z'));
  });

  const leaveFor = (seconds: number) => {
    act(() => setVisibility('hidden'));
    vi.setSystemTime(Date.now() + seconds * 1000);
    act(() => setVisibility('visible'));
  };

  it('reports a leave longer than leaveCheck and shows the count the server answered', async () => {
    fetchMock.mockImplementation(async () => envelope(0, { leaveTimes: 2, overLimit: false }));
    const { onEnd } = mount(paperOf({ leaveOn: true, leaveCheck: 5, leaveCount: 3 }));
    leaveFor(5); // exactly the allowed seconds: not a leave
    expect(fetchMock).not.toHaveBeenCalled();
    leaveFor(6);
    // the server's count (2: one leave was counted earlier, e.g. before a reload), not the page's
    expect(await screen.findByText('您已经离开2次，离开3次将自动交卷')).toBeTruthy();
    expect(screen.getByText('切屏提醒', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(calls()).toEqual([{ url: '/api/paper/paper/leave-incr', body: { paperId: 'p1' } }]);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('ends the exam when the server says the limit is passed (it has handed the paper in)', async () => {
    fetchMock.mockImplementation(async () => envelope(0, { leaveTimes: 3, overLimit: true }));
    const { onEnd } = mount(paperOf({ leaveOn: true, leaveCheck: 1, leaveCount: 3 }));
    leaveFor(10);
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith('您已经离开3次，离开3次将自动交卷，系统已自动交卷！'));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('切屏提醒', { selector: '.ant-modal-confirm-title' })).toBeNull();
  });

  it('counts the next leave again after a failed report', async () => {
    fetchMock.mockResolvedValueOnce(envelope(500, null, '服务器开小差了呢！'));
    fetchMock.mockResolvedValueOnce(envelope(0, { leaveTimes: 1, overLimit: false }));
    mount(paperOf({ leaveOn: true, leaveCheck: 1, leaveCount: 2 }));
    leaveFor(3);
    await waitFor(() => expect(effects.notify).toHaveBeenCalledWith('服务器开小差了呢！'));
    leaveFor(3);
    expect(await screen.findByText('您已经离开1次，离开2次将自动交卷')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not watch leaves when the exam has them off, or once the paper is handed in', () => {
    const off = mount(paperOf({ leaveOn: false }));
    leaveFor(60);
    off.unmount();
    mount(paperOf({ leaveOn: true, leaveCheck: 1 }, 1));
    leaveFor(60);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useExamGuards: paste block', { timeout: 20_000 }, () => {
  it('blocks paste, copy and cut with 考试过程中不允许复制粘贴！ when the exam forbids it', async () => {
    const view = mount(paperOf({ copyPaste: false }));
    expect(fire('paste')).toBe(false);
    expect(fire('copy')).toBe(false);
    expect(fire('cut')).toBe(false);
    expect(await screen.findByText('考试过程中不允许复制粘贴！')).toBeTruthy();
    // leaving the page lifts the block
    view.unmount();
    expect(fire('paste')).toBe(true);
  });

  it('lets paste through when allowed, and after hand-in', () => {
    const allowed = mount(paperOf({ copyPaste: true }));
    expect(fire('paste')).toBe(true);
    allowed.unmount();
    mount(paperOf({ copyPaste: false }, 2));
    expect(fire('paste')).toBe(true);
  });

  it('follows the paper: the block starts once the paper is loaded in progress', () => {
    const onEnd = vi.fn();
    const view = mount(undefined, onEnd);
    expect(fire('paste')).toBe(true);
    expect(FakeSocket.all).toHaveLength(0);
    view.rerender(
      <App>
        <MemoryRouter initialEntries={['/web/exam/start/e1']}>
          <Guarded paper={paperOf({ copyPaste: false })} onEnd={onEnd} />
        </MemoryRouter>
      </App>,
    );
    expect(fire('paste')).toBe(false);
  });
});

describe('useExamGuards: exam socket', { timeout: 20_000 }, () => {
  it("opens the learner's socket of this exam and ends the exam on a hand message", () => {
    const { onEnd } = mount(paperOf({}));
    expect(FakeSocket.all).toHaveLength(1);
    const s = FakeSocket.all[0];
    expect(s.url).toMatch(/\/api\/socket\/exam\/u1\/e1\/pc$/);
    act(() => s.onmessage?.({ data: JSON.stringify({ type: 'hand', msg: '', paperId: 'p1' }) }));
    expect(onEnd).toHaveBeenLastCalledWith('您的试卷已被交卷！');
    act(() => s.onmessage?.({ data: JSON.stringify({ type: 'hand', msg: '监考老师已收卷', paperId: 'p1' }) }));
    expect(onEnd).toHaveBeenLastCalledWith('监考老师已收卷');
  });

  it('shows a warning from staff under 管理员警告 without ending', async () => {
    const { onEnd } = mount(paperOf({}));
    act(() => FakeSocket.all[0].onmessage?.({ data: '请勿离开考试页面，否则将被记录！' }));
    expect(await screen.findByText('管理员警告', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(screen.getByText('请勿离开考试页面，否则将被记录！')).toBeTruthy();
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('opens no socket for a handed-in paper', () => {
    mount(paperOf({}, 1));
    expect(FakeSocket.all).toHaveLength(0);
  });
});

describe('useExamGuards: anti-debug', { timeout: 20_000 }, () => {
  it('sends the learner home 3 s after docked developer tools are seen', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let outer = 1200;
    vi.spyOn(window, 'outerWidth', 'get').mockImplementation(() => outer);
    vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => 1200);
    vi.spyOn(window, 'outerHeight', 'get').mockImplementation(() => 800);
    vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => 800);
    mount(paperOf({}));
    act(() => {
      vi.advanceTimersByTime(DEBUG_CHECK_MS);
    });
    expect(screen.getByTestId('where').textContent).toBe('/web/exam/start/e1');
    outer = 1600;
    act(() => {
      vi.advanceTimersByTime(DEBUG_CHECK_MS);
    });
    expect(document.body.textContent).toContain('不允许使用调试模式，系统将在3秒后跳转到首页！');
    act(() => {
      vi.advanceTimersByTime(DEBUG_LEAVE_MS);
    });
    expect(screen.getByTestId('where').textContent).toBe('/web/index');
  });
});
