import { call } from '@web/api/request';
import { exitFullscreen } from '@web/shared/exam/fullscreen';
import { endpoints } from '@xuekao/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { m } from '../messages';

/** hand-exam without a notification: a forced end hands in whatever the server has not yet. */
const handQuietly = (id: string) => call(endpoints.paper.handExam, { id }, { silent: true }).catch(() => null);

/**
 * Leaving the exam for its result: `toResult` when the paper is already handed in, `forceEnd` when time
 * is up or a limit, staff or the server ended it (hand-exam is idempotent, so it is called anyway), with
 * a notice the learner confirms on the result page. Each runs once; fullscreen is left on the way.
 */
export function useExamEnd(paperId: string | undefined) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const ended = useRef(false);

  const toResult = useCallback(
    (notice?: string) => {
      if (!paperId) return;
      ended.current = true;
      void exitFullscreen();
      if (notice) modal.warning({ title: m('examOver'), content: notice, okText: m('viewScore') });
      navigate(`/web/exam/result/${paperId}`, { replace: true });
    },
    [modal, navigate, paperId],
  );

  const forceEnd = useCallback(
    async (notice: string) => {
      if (ended.current || !paperId) return;
      ended.current = true;
      await handQuietly(paperId);
      toResult(notice);
    },
    [paperId, toResult],
  );

  useEffect(
    () => () => {
      void exitFullscreen();
    },
    [],
  );

  return { toResult, forceEnd, ended };
}
