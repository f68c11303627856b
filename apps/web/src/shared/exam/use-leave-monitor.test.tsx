import { act, renderHook, screen } from '@testing-library/react';
import type { LeaveResult } from '@xuekao/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppWrapper } from './test-wrapper';
import { isCountedLeave, useLeaveMonitor } from './use-leave-monitor';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('isCountedLeave', () => {
  it('counts only an absence longer than leaveCheck seconds', () => {
    expect(isCountedLeave(0, 5000, 5)).toBe(false);
    expect(isCountedLeave(0, 5001, 5)).toBe(true);
  });
});

describe('useLeaveMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const mount = (report: (id: string) => Promise<LeaveResult>, onOverLimit = vi.fn()) =>
    renderHook(
      () => useLeaveMonitor({ enabled: true, paperId: 'p1', leaveCheck: 5, leaveCount: 3, onOverLimit, report }),
      { wrapper: AppWrapper },
    );

  it('ignores a short absence', async () => {
    const report = vi.fn(() => Promise.resolve({ leaveTimes: 1, overLimit: false }));
    mount(report);
    act(() => setVisibility('hidden'));
    vi.advanceTimersByTime(4000);
    act(() => setVisibility('visible'));
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a long absence and shows the leave count', async () => {
    const report = vi.fn(() => Promise.resolve({ leaveTimes: 1, overLimit: false }));
    mount(report);
    act(() => setVisibility('hidden'));
    vi.advanceTimersByTime(6000);
    await act(async () => {
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(report).toHaveBeenCalledWith('p1');
    vi.useRealTimers();
    expect(await screen.findByText('您已经离开1次，离开3次将自动交卷')).toBeTruthy();
  });

  it('ends the exam past the limit', async () => {
    const onOverLimit = vi.fn();
    const report = vi.fn(() => Promise.resolve({ leaveTimes: 3, overLimit: true }));
    mount(report, onOverLimit);
    act(() => setVisibility('hidden'));
    vi.advanceTimersByTime(10_000);
    await act(async () => {
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onOverLimit).toHaveBeenCalledWith({ leaveTimes: 3, overLimit: true });
  });

  it('does nothing when monitoring is off', () => {
    const report = vi.fn(() => Promise.resolve({ leaveTimes: 1, overLimit: false }));
    renderHook(
      () =>
        useLeaveMonitor({ enabled: false, paperId: 'p1', leaveCheck: 1, leaveCount: 3, onOverLimit: vi.fn(), report }),
      { wrapper: AppWrapper },
    );
    act(() => setVisibility('hidden'));
    vi.advanceTimersByTime(60_000);
    act(() => setVisibility('visible'));
    expect(report).not.toHaveBeenCalled();
  });
});
