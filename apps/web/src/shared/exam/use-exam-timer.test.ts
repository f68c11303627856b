import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLeft, useExamTimer } from './use-exam-timer';

describe('useExamTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second from the server value', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useExamTimer(10, onTimeout));
    expect(result.current).toBe(10);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe(7);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('signals the timeout once, when the count goes below zero', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useExamTimer(2, onTimeout));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(0);
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(0);
  });

  it('restarts from a new server value (the minute re-sync)', () => {
    const onTimeout = vi.fn();
    const { result, rerender } = renderHook(({ left, key }) => useExamTimer(left, onTimeout, key), {
      initialProps: { left: 100, key: 1 },
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe(40);
    rerender({ left: 30, key: 2 });
    expect(result.current).toBe(30);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(29);
  });

  it('keeps to the deadline when ticks are late (throttled tab)', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useExamTimer(100, onTimeout));
    act(() => {
      vi.setSystemTime(Date.now() + 50_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(49);
  });

  it('stays idle without a server value', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useExamTimer(undefined, onTimeout));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(0);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('formatLeft', () => {
  it('formats minutes and hours', () => {
    expect(formatLeft(65)).toBe('01:05');
    expect(formatLeft(3600 + 61)).toBe('01:01:01');
    expect(formatLeft(-3)).toBe('00:00');
  });
});
