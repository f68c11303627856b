import { paperApi } from '@web/api/paper';
import type { LeaveResult } from '@xuekao/contracts';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { examTexts } from './exam-texts';
import { m } from './messages';

/** Did the learner stay away longer than the exam allows (`leaveCheck` seconds)? */
export function isCountedLeave(hiddenAt: number, returnedAt: number, leaveCheck: number): boolean {
  return (returnedAt - hiddenAt) / 1000 > leaveCheck;
}

export interface LeaveMonitorOptions {
  enabled: boolean;
  paperId: string | undefined;
  /** Seconds away that count as a leave. */
  leaveCheck: number;
  /** Leaves that hand the paper in. */
  leaveCount: number;
  /** The paper was handed in for leaving too often (the server already did it). */
  onOverLimit: (result: LeaveResult) => void;
  /** Tells the server about one leave (tests replace it). */
  report?: (paperId: string) => Promise<LeaveResult>;
}

/**
 * Leave monitoring (docs/REQUIREMENTS.md#proctoring): when the page is hidden the time is recorded; on return, if the
 * learner was away longer than `leaveCheck` seconds the server counts a leave (`leave-incr`) and a dialog
 * shows 您已经离开N次，离开M次将自动交卷; past the limit the exam ends (the server has handed it in).
 */
export function useLeaveMonitor({
  enabled,
  paperId,
  leaveCheck,
  leaveCount,
  onOverLimit,
  report = paperApi.leave,
}: LeaveMonitorOptions) {
  const { modal } = App.useApp();
  const latest = useRef({ leaveCheck, leaveCount, onOverLimit, report, modal });
  latest.current = { leaveCheck, leaveCount, onOverLimit, report, modal };

  useEffect(() => {
    if (!enabled || !paperId) return;
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt === null) return;
      const since = hiddenAt;
      hiddenAt = null;
      const opts = latest.current;
      if (!isCountedLeave(since, Date.now(), opts.leaveCheck)) return;
      opts
        .report(paperId)
        .then((r) => {
          if (r.overLimit) {
            opts.onOverLimit(r);
            return;
          }
          opts.modal.warning({
            title: m('leaveTitle'),
            content: examTexts.leaveCount(r.leaveTimes, opts.leaveCount),
            okText: m('gotIt'),
          });
        })
        .catch(() => {
          // the request helper has told the learner; the next leave is counted again
        });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [enabled, paperId]);
}
