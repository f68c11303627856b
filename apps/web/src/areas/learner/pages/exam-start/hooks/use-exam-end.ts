import { call } from '@web/api/request';
import { expiredWhileRescued, whenSessionRenewed } from '@web/api/session-rescue';
import { exitFullscreen } from '@web/shared/exam/fullscreen';
import { endpoints } from '@xuekao/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { m } from '../messages';

/**
 * hand-exam without a notification: a forced end hands in whatever the server has not yet. With the session
 * expired, the page waits for the learner to sign in again (components/session-rescue.tsx), then hands in.
 */
const handQuietly = (id: string): Promise<unknown> =>
  call(endpoints.paper.handExam, { id }, { silent: true }).catch((e: unknown) =>
    expiredWhileRescued(e) ? whenSessionRenewed().then(() => handQuietly(id)) : null,
  );

export interface ExamEndHooks {
  /** Runs before a forced hand-in: the answer journal sends what waits and answers how many could not go. */
  beforeHand?: () => Promise<number>;
  /**
   * Answers could not reach the server before the forced end (no connection): the page stays, says so,
   * and leaves for the result once the server answers (the journal then names what did not count).
   */
  onStranded?: (notice: string, waiting: number) => void;
  /** Runs once the page leaves for the result (the device forgets its copy of the paper). */
  onEnd?: () => void;
}

/**
 * Leaving the exam for its result: `toResult` when the paper is already handed in, `forceEnd` when time
 * is up or a limit, staff or the server ended it (hand-exam is idempotent, so it is called anyway), with
 * a notice the learner confirms on the result page. Each runs once; fullscreen is left on the way.
 */
export function useExamEnd(paperId: string | undefined, hooks: ExamEndHooks = {}) {
  const { beforeHand, onEnd, onStranded } = hooks;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const ended = useRef(false);
  // The page left for the result: whoever comes second (a forced end, the journal, a re-read) does nothing.
  const left = useRef(false);

  const toResult = useCallback(
    (notice?: string) => {
      if (!paperId || left.current) return;
      left.current = true;
      ended.current = true;
      onEnd?.();
      void exitFullscreen();
      if (notice) modal.warning({ title: m('examOver'), content: notice, okText: m('viewScore') });
      navigate(`/web/exam/result/${paperId}`, { replace: true });
    },
    [modal, navigate, paperId, onEnd],
  );

  const forceEnd = useCallback(
    async (notice: string) => {
      if (ended.current || !paperId) return;
      ended.current = true;
      const waiting = (await beforeHand?.().catch(() => 0)) ?? 0;
      if (left.current) return;
      if (waiting > 0 && onStranded) {
        ended.current = false;
        onStranded(notice, waiting);
        return;
      }
      await handQuietly(paperId);
      toResult(notice);
    },
    [paperId, toResult, beforeHand, onStranded],
  );

  useEffect(
    () => () => {
      void exitFullscreen();
    },
    [],
  );

  return { toResult, forceEnd, ended };
}
