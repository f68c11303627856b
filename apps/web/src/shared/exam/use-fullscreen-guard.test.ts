import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULLSCREEN_CHECK_MS, useFullscreenGuard } from './use-fullscreen-guard';

describe('useFullscreenGuard', () => {
  let element: Element | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
    element = null;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: () => {
        element = document.documentElement;
        return Promise.resolve();
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
  });

  it('notices leaving fullscreen at the next 3 s check', () => {
    element = document.documentElement;
    const { result } = renderHook(() => useFullscreenGuard(true));
    expect(result.current.supported).toBe(true);
    expect(result.current.fullscreen).toBe(true);
    element = null;
    act(() => {
      vi.advanceTimersByTime(FULLSCREEN_CHECK_MS - 1);
    });
    expect(result.current.fullscreen).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.fullscreen).toBe(false);
  });

  it('enters fullscreen on request', async () => {
    const { result } = renderHook(() => useFullscreenGuard(true));
    expect(result.current.fullscreen).toBe(false);
    await act(async () => {
      await result.current.enter();
    });
    expect(result.current.fullscreen).toBe(true);
  });

  it('reports a browser without fullscreen', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false });
    const { result } = renderHook(() => useFullscreenGuard(true));
    expect(result.current.supported).toBe(false);
  });
});
