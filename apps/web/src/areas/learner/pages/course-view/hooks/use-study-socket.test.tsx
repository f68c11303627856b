import { act, render, renderHook } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDY_BREAK_DELAY_MS, useStudyBreak } from './use-study-break';
import {
  parseStudyMessage,
  STUDY_PING_MS,
  STUDY_RETRY_MS,
  type StudySocketOptions,
  studySocketUrl,
  useStudySocket,
} from './use-study-socket';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  say(m: object) {
    this.onmessage?.({
      data: JSON.stringify({ stopped: false, stopMsg: '', all: false, current: false, learnSec: 0, due: '', ...m }),
    });
  }
}

const handlers = () => ({
  onStopped: vi.fn(),
  onCurrent: vi.fn(),
  onAll: vi.fn(),
  onLearnSec: vi.fn(),
  onDue: vi.fn(),
});
const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  visibility = 'visible';
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('study socket helpers', () => {
  it('builds the read socket address', () => {
    expect(studySocketUrl({ protocol: 'http:', host: 'a:8080' }, 'u1', 'c1', 'f1')).toBe(
      'ws://a:8080/api/socket/read/u1/c1/f1',
    );
    expect(studySocketUrl({ protocol: 'https:', host: 'a' }, 'u/1', 'c', 'f')).toBe(
      'wss://a/api/socket/read/u%2F1/c/f',
    );
  });
  it('reads messages and ignores what is not one', () => {
    expect(parseStudyMessage('pong')).toBeNull();
    expect(parseStudyMessage('{bad')).toBeNull();
    expect(parseStudyMessage('{"learnSec":12,"due":"face","stopped":false}')).toEqual({
      stopped: false,
      stopMsg: '',
      all: false,
      current: false,
      learnSec: 12,
      due: 'face',
    });
    expect(parseStudyMessage('{"due":"other"}')?.due).toBe('');
  });
});

describe('useStudySocket', () => {
  const setup = (h = handlers(), position: () => number | null = () => null) => {
    const opts: StudySocketOptions = { enabled: true, userId: 'u', courseId: 'c', fileId: 'f', position, ...h };
    const hook = renderHook(() => useStudySocket(opts), { wrapper });
    const s = FakeSocket.all[0];
    act(() => s.open());
    return { h, s, hook };
  };

  it('beats every 10 s with the position or ping, and tells hidden and visible', () => {
    let pos: number | null = 12.4;
    const { s, hook } = setup(handlers(), () => pos);
    expect(s.url).toContain('/api/socket/read/u/c/f');
    act(() => {
      vi.advanceTimersByTime(STUDY_PING_MS - 1);
    });
    expect(s.sent).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    pos = null;
    act(() => {
      vi.advanceTimersByTime(STUDY_PING_MS);
    });
    expect(s.sent).toEqual(['pos:12', 'ping']);
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(s.sent.slice(2)).toEqual(['hidden', 'visible']);
    act(() => hook.result.current.send('end'));
    act(() => hook.result.current.send('check'));
    expect(s.sent.slice(4)).toEqual(['end', 'check']);
  });

  it('handles current and all once, learnSec and due on every message', () => {
    const { h, s } = setup();
    act(() => s.say({ learnSec: 30, due: 'exercise' }));
    act(() => s.say({ learnSec: 40, current: true }));
    act(() => s.say({ learnSec: 50, current: true }));
    expect(h.onCurrent).toHaveBeenCalledTimes(1);
    act(() => s.say({ learnSec: 60, current: true, all: true }));
    act(() => s.say({ learnSec: 60, current: true, all: true }));
    expect(h.onAll).toHaveBeenCalledTimes(1);
    expect(h.onCurrent).toHaveBeenCalledTimes(1);
    expect(h.onLearnSec.mock.calls.map((c) => c[0])).toEqual([30, 40, 50, 60, 60]);
    expect(h.onDue.mock.calls[0][0]).toBe('exercise');
  });

  it('stops once on stopped: no more heartbeats, no reconnect', () => {
    const { h, s } = setup();
    act(() => s.say({ stopped: true, stopMsg: '您已在其他页面学习' }));
    act(() => s.say({ stopped: true, stopMsg: 'again' }));
    expect(h.onStopped).toHaveBeenCalledTimes(1);
    expect(h.onStopped).toHaveBeenCalledWith('您已在其他页面学习');
    act(() => {
      vi.advanceTimersByTime(STUDY_PING_MS * 3 + STUDY_RETRY_MS);
    });
    expect(s.sent).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('back after a drop: the position at once, then the end given while it was down', () => {
    const { s, hook } = setup(handlers(), () => 42.2);
    s.readyState = 3;
    act(() => s.onclose?.({ code: 1006 }));
    act(() => hook.result.current.send('end'));
    expect(s.sent).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(STUDY_RETRY_MS);
    });
    const again = FakeSocket.all[1];
    act(() => again.open());
    expect(again.sent).toEqual(['pos:42', 'end']);
    hook.unmount();
  });

  it('reconnects after a drop but not after a refused session or unmount', () => {
    const { s, hook } = setup();
    act(() => s.onclose?.({ code: 1006 }));
    act(() => {
      vi.advanceTimersByTime(STUDY_RETRY_MS);
    });
    expect(FakeSocket.all).toHaveLength(2);
    act(() => FakeSocket.all[1].onclose?.({ code: 4001 }));
    act(() => {
      vi.advanceTimersByTime(STUDY_RETRY_MS * 2);
    });
    expect(FakeSocket.all).toHaveLength(2);
    hook.unmount();
  });
});

function Study() {
  const { breakStudy } = useStudyBreak('c1');
  useStudySocket({
    enabled: true,
    userId: 'u',
    courseId: 'c1',
    fileId: 'f',
    position: () => null,
    onStopped: breakStudy,
    onCurrent: () => {},
    onAll: () => {},
    onLearnSec: () => {},
    onDue: () => {},
  });
  return <div>studying</div>;
}
function Landed() {
  const loc = useLocation();
  return (
    <div data-testid="landed">{`${loc.pathname}${loc.search}|${(loc.state as { breakMsg: string }).breakMsg}`}</div>
  );
}

describe('a stopped study', () => {
  it('shows the stop message and leaves for /web/course?break after 3.5 s', () => {
    const view = render(
      <App>
        <MemoryRouter initialEntries={['/web/course/view/c1']}>
          <Routes>
            <Route path="/web/course/view/:courseId" element={<Study />} />
            <Route path="/web/course" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </App>,
    );
    const s = FakeSocket.all[0];
    act(() => s.open());
    act(() => s.say({ stopped: true, stopMsg: '课程已关闭' }));
    act(() => {
      vi.advanceTimersByTime(STUDY_BREAK_DELAY_MS - 100);
    });
    expect(view.queryByTestId('landed')).toBeNull();
    expect(document.body.textContent).toContain('课程已关闭');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(view.getByTestId('landed').textContent).toBe('/web/course?break=c1|课程已关闭');
  });
});
