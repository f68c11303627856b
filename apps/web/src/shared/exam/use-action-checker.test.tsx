import { act, renderHook, screen } from '@testing-library/react';
import type { ActionBreakResult } from '@xuekao/contracts';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useActionChecker, warnSecondsOf } from './use-action-checker';

/** antd's App without motion, so a message taken away leaves the page at once. */
const Wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={{ token: { motion: false } }}>
    <App>{children}</App>
  </ConfigProvider>
);

describe('action checker arithmetic', () => {
  it('warns a tenth of the interval before zero, within 10..30 seconds', () => {
    expect(warnSecondsOf(30)).toBe(10);
    expect(warnSecondsOf(120)).toBe(12);
    expect(warnSecondsOf(300)).toBe(30);
    expect(warnSecondsOf(7200)).toBe(30);
  });
  it('counts whole seconds down to 0', () => {
    expect(secondsLeft(0, 0, 60)).toBe(60);
    expect(secondsLeft(0, 1999, 60)).toBe(59);
    expect(secondsLeft(0, 90_000, 60)).toBe(0);
  });
});

describe('useActionChecker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const result = (o: Partial<ActionBreakResult> = {}): ActionBreakResult => ({
    actionTimes: 1,
    overLimit: false,
    counted: true,
    ...o,
  });
  const mount = (
    report: (id: string) => Promise<ActionBreakResult>,
    o: { onOverLimit?: () => void; limit?: number; enabled?: boolean } = {},
  ) =>
    renderHook(
      () =>
        useActionChecker({
          enabled: o.enabled ?? true,
          paperId: 'p1',
          interval: 30,
          limit: o.limit ?? 3,
          onOverLimit: o.onOverLimit ?? vi.fn(),
          report,
        }),
      { wrapper: Wrapper },
    );
  const tick = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
  const warning = () => Array.from(document.querySelectorAll('.ant-message-notice'), (n) => n.textContent).join('');

  it('counts down, warns with the seconds left, and signals break at zero', async () => {
    const report = vi.fn(() => Promise.resolve(result()));
    mount(report);
    await tick(19);
    expect(warning()).not.toContain('您已较长时间没有操作');
    await tick(1);
    expect(warning()).toContain('您已较长时间没有操作，10秒后将记录一次“长时间无操作”！');
    await tick(3);
    expect(warning()).toContain('7秒后将记录');
    expect(report).not.toHaveBeenCalled();
    await tick(7);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('p1');
    vi.useRealTimers();
    expect(await screen.findByText('您已1次长时间没有操作，达到3次将自动交卷')).toBeTruthy();
  });

  it('input resets the countdown and takes the warning away', async () => {
    const report = vi.fn(() => Promise.resolve(result()));
    mount(report);
    await tick(25);
    expect(warning()).toContain('5秒后将记录');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await tick(1);
    expect(warning()).not.toContain('秒后将记录');
    await tick(25);
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    await tick(25);
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    await tick(25);
    expect(report).not.toHaveBeenCalled();
    await tick(5);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('starts the countdown again after a break (one signal per interval)', async () => {
    const report = vi.fn(() => Promise.resolve(result({ counted: false })));
    mount(report);
    await tick(30);
    expect(report).toHaveBeenCalledTimes(1);
    await tick(29);
    expect(report).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('ends the exam when the server handed in', async () => {
    const onOverLimit = vi.fn();
    const report = vi.fn(() => Promise.resolve(result({ actionTimes: 3, overLimit: true })));
    mount(report, { onOverLimit });
    await tick(30);
    expect(onOverLimit).toHaveBeenCalledWith({ actionTimes: 3, overLimit: true, counted: true });
  });

  it('does nothing when the checker is off', async () => {
    const report = vi.fn(() => Promise.resolve(result()));
    mount(report, { enabled: false });
    await tick(120);
    expect(report).not.toHaveBeenCalled();
    expect(warning()).not.toContain('秒后将记录');
  });
});
