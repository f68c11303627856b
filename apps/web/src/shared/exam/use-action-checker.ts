import { paperApi } from '@web/api/paper';
import type { ActionBreakResult } from '@xuekao/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { m } from './messages';

/** Input that counts as the learner doing something (window, capture phase: scroll does not bubble). */
export const ACTIVITY_EVENTS = [
  'keydown',
  'pointerdown',
  'pointermove',
  'mousedown',
  'mousemove',
  'wheel',
  'scroll',
  'touchstart',
  'input',
] as const;

/** Seconds before zero the warning shows: a tenth of the interval, within 10..30. */
export function warnSecondsOf(interval: number): number {
  return Math.min(30, Math.max(10, Math.ceil(interval / 10)));
}

/** Whole seconds left of `interval` since the last activity (0 at or past zero). */
export function secondsLeft(lastActivity: number, now: number, interval: number): number {
  return Math.max(0, interval - Math.floor((now - lastActivity) / 1000));
}

export interface ActionCheckerOptions {
  enabled: boolean;
  paperId: string | undefined;
  /** Seconds without input before a break (the exam's `actionInterval`). */
  interval: number;
  /** Breaks before the server hands in (0 = only recorded). */
  limit: number;
  /** The server handed the paper in for inactivity. */
  onOverLimit: (result: ActionBreakResult) => void;
  /** Tells the server about one break (tests replace it). */
  report?: (paperId: string) => Promise<ActionBreakResult>;
}

const WARN_KEY = 'action-checker';

/**
 * The action checker (spec: "counts down from an interval each second and signals break at zero"). Each
 * second it counts down the exam's interval since the learner's last input (key, pointer, wheel, scroll,
 * touch, an answer: `reset`); at `warnSecondsOf(interval)` seconds left a warning with the countdown shows;
 * at zero it signals break to the server (`action-break`), which records it (at most one per interval) and
 * hands in at the limit. A recorded break shows a dialog with the count; the countdown starts again when
 * the server has answered. Answers `reset` (call it when an answer is saved).
 */
export function useActionChecker({
  enabled,
  paperId,
  interval,
  limit,
  onOverLimit,
  report = paperApi.actionBreak,
}: ActionCheckerOptions): { reset: () => void } {
  const { message, modal } = App.useApp();
  const latest = useRef({ interval, limit, onOverLimit, report, message, modal });
  latest.current = { interval, limit, onOverLimit, report, message, modal };
  const last = useRef(Date.now());
  const warned = useRef(false);

  const reset = useCallback(() => {
    last.current = Date.now();
    if (warned.current) {
      warned.current = false;
      latest.current.message.destroy(WARN_KEY);
    }
  }, []);

  useEffect(() => {
    if (!enabled || !paperId || interval <= 0) return;
    let busy = false;
    let stopped = false;
    last.current = Date.now();
    const tick = () => {
      if (busy) return;
      const opts = latest.current;
      const left = secondsLeft(last.current, Date.now(), opts.interval);
      if (left > 0) {
        if (left <= warnSecondsOf(opts.interval)) {
          warned.current = true;
          opts.message.open({ key: WARN_KEY, type: 'warning', content: m('actionWarn', { n: left }), duration: 0 });
        }
        return;
      }
      busy = true;
      warned.current = false;
      opts.message.destroy(WARN_KEY);
      opts
        .report(paperId)
        .then((r) => {
          if (stopped) return;
          if (r.overLimit) {
            opts.onOverLimit(r);
            return;
          }
          if (!r.counted) return;
          opts.modal.warning({
            title: m('actionTitle'),
            content:
              opts.limit > 0
                ? m('actionCount', { times: r.actionTimes, limit: opts.limit })
                : m('actionRecorded', { times: r.actionTimes }),
            okText: m('gotIt'),
          });
        })
        .catch(() => {
          // the request helper has told the learner; the next interval signals again
        })
        .finally(() => {
          last.current = Date.now();
          busy = false;
        });
    };
    const timer = window.setInterval(tick, 1000);
    const opts = { capture: true, passive: true } as const;
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, reset, opts);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, reset, opts);
      latest.current.message.destroy(WARN_KEY);
    };
  }, [enabled, paperId, interval, reset]);

  return { reset };
}
