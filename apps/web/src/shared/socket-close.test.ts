import { act, renderHook } from '@testing-library/react';
import { SocketClose } from '@xuekao/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effects } from '../api/request';
import { hasSession, markSignedIn } from '../app/token';
import { AppWrapper } from './exam/test-wrapper';
import { SOCKET_RETRY_MS, useExamSocket } from './exam/use-exam-socket';
import { socketMayRetry } from './socket-close';

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

/**
 * A socket closed because its session ended (SocketClose.SESSION_ENDED: logout, disable, password change,
 * kicked out) signs out as an HTTP 10010002 does, once per page, and is never opened again.
 */
describe('socket close codes', () => {
  const notify = effects.notify;
  const reload = effects.reload;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    effects.notify = vi.fn();
    effects.reload = vi.fn();
  });
  afterEach(() => {
    effects.notify = notify;
    effects.reload = reload;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('retries a dropped socket, not a refused one', () => {
    expect(socketMayRetry(1006)).toBe(true);
    expect(socketMayRetry(undefined)).toBe(true);
    expect(socketMayRetry(SocketClose.UNAUTHORIZED)).toBe(false);
    expect(socketMayRetry(SocketClose.NOT_FOUND)).toBe(false);
    expect(socketMayRetry(SocketClose.TOO_MANY)).toBe(false);
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('session ended: the exam page forgets the session, tells the user and reloads to the login page, once', () => {
    markSignedIn();
    renderHook(() => useExamSocket({ enabled: true, userId: 'u', examId: 'e', onHand: vi.fn() }), {
      wrapper: AppWrapper,
    });
    act(() => FakeSocket.all[0].onclose?.({ code: SocketClose.SESSION_ENDED }));
    act(() => {
      vi.advanceTimersByTime(SOCKET_RETRY_MS * 5);
    });
    expect(FakeSocket.all).toHaveLength(1);
    expect(hasSession()).toBe(false);
    expect(effects.notify).toHaveBeenCalledWith('会话已结束，请重新登录！');
    expect(effects.reload).toHaveBeenCalledTimes(1);
    // a second socket of the page closed the same way: nothing more
    expect(socketMayRetry(SocketClose.SESSION_ENDED)).toBe(false);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(effects.notify).toHaveBeenCalledTimes(1);
  });
});
