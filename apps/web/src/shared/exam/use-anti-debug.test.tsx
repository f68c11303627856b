import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppWrapper } from './test-wrapper';
import { DEBUG_CHECK_MS, DEBUG_LEAVE_MS, isDebugOpen, useAntiDebug } from './use-anti-debug';

const size = (outerWidth: number, innerWidth: number, outerHeight = 800, innerHeight = 700) => ({
  outerWidth,
  innerWidth,
  outerHeight,
  innerHeight,
});

describe('isDebugOpen', () => {
  it('trips on a width or height difference over 300 px', () => {
    expect(isDebugOpen(size(1400, 1100))).toBe(false);
    expect(isDebugOpen(size(1400, 1099))).toBe(true);
    expect(isDebugOpen(size(1400, 1400, 900, 500))).toBe(true);
  });
});

describe('useAntiDebug', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks every 3 s and goes home 3 s after debugging is seen', () => {
    const goHome = vi.fn();
    let outer = 1200;
    vi.spyOn(window, 'outerWidth', 'get').mockImplementation(() => outer);
    vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => 1200);
    vi.spyOn(window, 'outerHeight', 'get').mockImplementation(() => 800);
    vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => 800);
    renderHook(() => useAntiDebug(true, goHome), { wrapper: AppWrapper });
    act(() => {
      vi.advanceTimersByTime(DEBUG_CHECK_MS * 2);
    });
    expect(goHome).not.toHaveBeenCalled();
    outer = 1600;
    act(() => {
      vi.advanceTimersByTime(DEBUG_CHECK_MS);
    });
    expect(goHome).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('不允许使用调试模式，系统将在3秒后跳转到首页！');
    act(() => {
      vi.advanceTimersByTime(DEBUG_LEAVE_MS);
    });
    expect(goHome).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(DEBUG_CHECK_MS * 5);
    });
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when disabled', () => {
    const goHome = vi.fn();
    vi.spyOn(window, 'outerWidth', 'get').mockImplementation(() => 5000);
    renderHook(() => useAntiDebug(false, goHome), { wrapper: AppWrapper });
    act(() => {
      vi.advanceTimersByTime(DEBUG_CHECK_MS * 3);
    });
    expect(goHome).not.toHaveBeenCalled();
  });
});
