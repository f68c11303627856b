import { act, renderHook } from '@testing-library/react';
import { SocketClose } from '@xuekao/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effects } from '../api/request';
import { sessionRenewed, setSessionRescue } from '../api/session-rescue';
import { hasSession, markSignedIn } from '../core/token';
import { AppWrapper } from './exam/test-wrapper';
import { SOCKET_RETRY_MS, useExamSocket } from './exam/use-exam-socket';
import { SOCKET_RETRY_MAX_MS, socketMayRetry, socketRetryDelay } from './socket-close';

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

describe('socket close codes on a page rescuing its session (the exam page)', () => {
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
    setSessionRescue(null);
    sessionRenewed();
    effects.notify = notify;
    effects.reload = reload;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('session ended: the page stays, asks its rescue once, and the socket opens again after the sign-in', () => {
    markSignedIn();
    const rescue = vi.fn();
    setSessionRescue(rescue);
    renderHook(() => useExamSocket({ enabled: true, userId: 'u', examId: 'e', onHand: vi.fn() }), {
      wrapper: AppWrapper,
    });
    act(() => FakeSocket.all[0].onclose?.({ code: SocketClose.SESSION_ENDED }));
    expect(socketMayRetry(SocketClose.SESSION_ENDED)).toBe(false);
    act(() => {
      vi.advanceTimersByTime(SOCKET_RETRY_MS * 5);
    });
    // not opened again with the dead session; nothing shown, the session kept
    expect(FakeSocket.all).toHaveLength(1);
    expect(rescue).toHaveBeenCalledTimes(1);
    expect(hasSession()).toBe(true);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
    act(() => sessionRenewed());
    expect(FakeSocket.all).toHaveLength(2);
    // a socket open and well is left alone by a later renewal
    act(() => sessionRenewed());
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('a socket refused at the handshake while the session was gone opens again after the sign-in', () => {
    setSessionRescue(vi.fn());
    const { unmount } = renderHook(() => useExamSocket({ enabled: true, userId: 'u', examId: 'e', onHand: vi.fn() }), {
      wrapper: AppWrapper,
    });
    act(() => FakeSocket.all[0].onclose?.({ code: SocketClose.UNAUTHORIZED }));
    act(() => sessionRenewed());
    expect(FakeSocket.all).toHaveLength(2);
    // one the server closed for another reason (too many sockets) is not
    act(() => FakeSocket.all[1].onclose?.({ code: SocketClose.TOO_MANY }));
    act(() => sessionRenewed());
    expect(FakeSocket.all).toHaveLength(2);
    unmount();
  });
});

describe('socketRetryDelay', () => {
  it('doubles from the base up to 30 s, each wait cut by up to half at random (no herd after a restart)', () => {
    expect(socketRetryDelay(5_000, 0, 1)).toBe(5_000);
    expect(socketRetryDelay(5_000, 0, 0)).toBe(2_500);
    expect(socketRetryDelay(5_000, 2, 1)).toBe(20_000);
    expect(socketRetryDelay(5_000, 10, 1)).toBe(SOCKET_RETRY_MAX_MS);
    const spread = new Set(Array.from({ length: 50 }, () => Math.round(socketRetryDelay(5_000, 0) / 100)));
    expect(spread.size).toBeGreaterThan(10);
  });
});
