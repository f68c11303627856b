import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURE_HOLD_MS, type CaptureFace, useCaptureCycle } from './use-capture-cycle';

describe('useCaptureCycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces each photo 2 s ahead, then repeats every interval', async () => {
    const capture = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useCaptureCycle({ enabled: true, intervalMs: 60_000, capture }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.phase).toBe('hold');
    expect(capture).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTURE_HOLD_MS);
    });
    expect(capture).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('watch');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(result.current.phase).toBe('watch');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.phase).toBe('hold');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTURE_HOLD_MS);
    });
    expect(capture).toHaveBeenCalledTimes(2);
  });

  it('shows comparing while the photo is sent, and goes on after a failed send', async () => {
    let finish: (() => void) | undefined;
    const capture = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          finish = () => reject(new Error('offline'));
        }),
    );
    const { result } = renderHook(() => useCaptureCycle({ enabled: true, intervalMs: 10_000, capture }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTURE_HOLD_MS);
    });
    expect(result.current.phase).toBe('comparing');
    await act(async () => {
      finish?.();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.phase).toBe('watch');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000 + CAPTURE_HOLD_MS);
    });
    expect(capture).toHaveBeenCalledTimes(2);
  });

  it('takes a photo on demand and restarts the interval from it', async () => {
    const capture = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() =>
      useCaptureCycle({ enabled: true, intervalMs: 60_000, firstDelayMs: 60_000, capture }),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
      result.current.captureNow();
      await vi.advanceTimersByTimeAsync(CAPTURE_HOLD_MS);
    });
    expect(capture).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled (camera loading)', async () => {
    const capture = vi.fn(() => Promise.resolve());
    renderHook(() => useCaptureCycle({ enabled: false, intervalMs: 1000, capture }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(capture).not.toHaveBeenCalled();
  });
});

describe('useCaptureCycle with face tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('waits for a face, takes the photo 2 s after it is found, and waits again when it leaves', async () => {
    const capture = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(
      ({ face }: { face: CaptureFace }) => useCaptureCycle({ enabled: true, intervalMs: 60_000, face, capture }),
      { initialProps: { face: 'tracking' as CaptureFace } },
    );
    await step(0);
    expect(result.current.phase).toBe('seek');
    rerender({ face: 'none' });
    await step(30_000);
    expect(result.current.phase).toBe('seek');
    expect(capture).not.toHaveBeenCalled();
    rerender({ face: 'found' });
    expect(result.current.phase).toBe('hold');
    await step(CAPTURE_HOLD_MS - 500);
    // the face left during the 2 s: the photo waits for it again
    rerender({ face: 'none' });
    expect(result.current.phase).toBe('seek');
    await step(CAPTURE_HOLD_MS);
    expect(capture).not.toHaveBeenCalled();
    rerender({ face: 'found' });
    await step(CAPTURE_HOLD_MS);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('watch');
    // the next one is due after the interval
    await step(60_000);
    expect(result.current.phase).toBe('hold');
  });

  it('takes a due photo anyway after the seek limit', async () => {
    const capture = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() =>
      useCaptureCycle({ enabled: true, intervalMs: 60_000, face: 'none', seekLimitMs: 10_000, capture }),
    );
    await step(9_999);
    expect(result.current.phase).toBe('seek');
    await step(1);
    expect(result.current.phase).toBe('hold');
    await step(CAPTURE_HOLD_MS);
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('falls back to timed photos when the detector fails', async () => {
    const capture = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(
      ({ face }: { face: CaptureFace }) => useCaptureCycle({ enabled: true, intervalMs: 60_000, face, capture }),
      { initialProps: { face: 'tracking' as CaptureFace } },
    );
    await step(5_000);
    expect(result.current.phase).toBe('seek');
    rerender({ face: 'error' });
    expect(result.current.phase).toBe('hold');
    await step(CAPTURE_HOLD_MS);
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('takes one photo per arm when there is no interval (dialogs)', async () => {
    const capture = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useCaptureCycle({ enabled: true, intervalMs: null, face: 'found', capture }));
    await step(CAPTURE_HOLD_MS);
    expect(capture).toHaveBeenCalledTimes(1);
    await step(60_000);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('watch');
    act(() => result.current.arm());
    expect(result.current.phase).toBe('hold');
    await step(CAPTURE_HOLD_MS);
    expect(capture).toHaveBeenCalledTimes(2);
  });
});
