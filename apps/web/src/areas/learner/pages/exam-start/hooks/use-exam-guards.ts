import { examTexts } from '@web/shared/exam/exam-texts';
import { m as examM } from '@web/shared/exam/messages';
import { useActionChecker } from '@web/shared/exam/use-action-checker';
import { useAntiDebug } from '@web/shared/exam/use-anti-debug';
import { useExamSocket } from '@web/shared/exam/use-exam-socket';
import { useLeaveMonitor } from '@web/shared/exam/use-leave-monitor';
import { usePasteBlock } from '@web/shared/exam/use-paste-block';
import type { PaperDetail } from '@xuekao/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { m } from '../messages';

/**
 * The exam page's monitoring, switched by the paper's rules: leave monitoring (leaveOn), the action checker
 * (actionOn: inactivity), the paste
 * block (copyPaste off), the anti-debug guard and the exam socket. `onEnd` leaves for the result with
 * a notice when the paper was handed in by the server, staff or a limit. Fullscreen and the camera are
 * components of the page. Answers `reportFaceOut`: the camera's face-out event, sent to the server over the
 * exam socket (counted on the paper for ExamWatch).
 */
export function useExamGuards(
  paper: PaperDetail | undefined,
  onEnd: (notice: string) => void,
): { reportFaceOut: () => void } {
  const navigate = useNavigate();
  const active = paper?.state === 0;
  const rules = paper?.rules;

  useLeaveMonitor({
    enabled: active && Boolean(rules?.leaveOn),
    paperId: paper?.id,
    leaveCheck: rules?.leaveCheck ?? 0,
    leaveCount: rules?.leaveCount ?? 0,
    onOverLimit: (r) =>
      onEnd(m('leaveOver', { text: examTexts.leaveCount(r.leaveTimes, rules?.leaveCount ?? r.leaveTimes) })),
  });
  useActionChecker({
    enabled: active && Boolean(rules?.actionOn),
    paperId: paper?.id,
    interval: rules?.actionInterval ?? 0,
    limit: rules?.actionLimit ?? 0,
    onOverLimit: (r) =>
      onEnd(m('leaveOver', { text: examM('actionCount', { times: r.actionTimes, limit: rules?.actionLimit ?? 0 }) })),
  });
  usePasteBlock(active && rules?.copyPaste === false);
  useAntiDebug(active, () => navigate('/web/index', { replace: true }));
  const { send } = useExamSocket({
    enabled: active,
    userId: paper?.userId,
    examId: paper?.examId,
    onHand: (msg) => onEnd(msg || m('handedIn')),
  });
  return { reportFaceOut: useCallback(() => send('face-out'), [send]) };
}
