import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppWrapper } from './test-wrapper';
import {
  examSocketUrl,
  parseExamSocketMessage,
  SOCKET_PING_MS,
  SOCKET_RETRY_MS,
  useExamSocket,
} from './use-exam-socket';

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
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

describe('exam socket helpers', () => {
  it('builds the ws and wss addresses', () => {
    expect(examSocketUrl({ protocol: 'http:', host: 'a:8080' }, 'u1', 'e1')).toBe(
      'ws://a:8080/api/socket/exam/u1/e1/pc',
    );
    expect(examSocketUrl({ protocol: 'https:', host: 'a' }, 'u1', 'e1')).toBe('wss://a/api/socket/exam/u1/e1/pc');
  });
  it('parses messages', () => {
    expect(parseExamSocketMessage('pong')).toBeNull();
    expect(parseExamSocketMessage('{"type":"warn","msg":"坐好"}')).toEqual({ type: 'warn', msg: '坐好' });
    expect(parseExamSocketMessage('{"type":"hand","msg":"x","paperId":"p"}')).toEqual({
      type: 'hand',
      msg: 'x',
      paperId: 'p',
    });
    expect(parseExamSocketMessage('请勿交头接耳')).toEqual({ type: 'warn', msg: '请勿交头接耳' });
  });
});

describe('useExamSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pings every 10 s, hands over on hand, reconnects after a drop', () => {
    const onHand = vi.fn();
    const { unmount } = renderHook(() => useExamSocket({ enabled: true, userId: 'u', examId: 'e', onHand }), {
      wrapper: AppWrapper,
    });
    const s = FakeSocket.all[0];
    expect(s.url).toContain('/api/socket/exam/u/e/pc');
    act(() => s.open());
    act(() => {
      vi.advanceTimersByTime(SOCKET_PING_MS * 2);
    });
    expect(s.sent).toEqual(['ping', 'ping']);
    act(() => s.onmessage?.({ data: 'pong' }));
    act(() => s.onmessage?.({ data: JSON.stringify({ type: 'hand', msg: '已交卷', paperId: 'p' }) }));
    expect(onHand).toHaveBeenCalledWith('已交卷');
    act(() => s.onclose?.({ code: 1006 }));
    act(() => {
      vi.advanceTimersByTime(SOCKET_RETRY_MS);
    });
    expect(FakeSocket.all).toHaveLength(2);
    unmount();
    act(() => FakeSocket.all[1].onclose?.({ code: 1006 }));
    act(() => {
      vi.advanceTimersByTime(SOCKET_RETRY_MS * 2);
    });
    expect(FakeSocket.all).toHaveLength(2);
  });

  it.each([
    [4001, 'refused session'],
    [4004, 'no paper'],
    [4409, 'too many sockets'],
  ])('does not retry a socket the server closed with %i (%s)', (code) => {
    renderHook(() => useExamSocket({ enabled: true, userId: 'u', examId: 'e', onHand: vi.fn() }), {
      wrapper: AppWrapper,
    });
    act(() => FakeSocket.all[0].onclose?.({ code }));
    act(() => {
      vi.advanceTimersByTime(SOCKET_RETRY_MS * 3);
    });
    expect(FakeSocket.all).toHaveLength(1);
  });
});
