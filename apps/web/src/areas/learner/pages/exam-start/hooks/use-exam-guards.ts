import { examTexts } from '@web/shared/exam/exam-texts';
import { useAntiDebug } from '@web/shared/exam/use-anti-debug';
import { useExamSocket } from '@web/shared/exam/use-exam-socket';
import { useLeaveMonitor } from '@web/shared/exam/use-leave-monitor';
import { usePasteBlock } from '@web/shared/exam/use-paste-block';
import type { PaperDetail } from '@xuekao/contracts';
import { useNavigate } from 'react-router';

/**
 * The exam page's monitoring, switched by the paper's rules: leave monitoring (leaveOn), the paste
 * block (copyPaste off), the anti-debug guard and the exam socket. `onEnd` leaves for the result with
 * a notice when the paper was handed in by the server, staff or a limit. Fullscreen and the camera are
 * components of the page.
 */
export function useExamGuards(paper: PaperDetail | undefined, onEnd: (notice: string) => void) {
  const navigate = useNavigate();
  const active = paper?.state === 0;
  const rules = paper?.rules;

  useLeaveMonitor({
    enabled: active && Boolean(rules?.leaveOn),
    paperId: paper?.id,
    leaveCheck: rules?.leaveCheck ?? 0,
    leaveCount: rules?.leaveCount ?? 0,
    onOverLimit: (r) =>
      onEnd(`${examTexts.leaveCount(r.leaveTimes, rules?.leaveCount ?? r.leaveTimes)}，系统已自动交卷！`),
  });
  usePasteBlock(active && rules?.copyPaste === false);
  useAntiDebug(active, () => navigate('/web/index', { replace: true }));
  useExamSocket({
    enabled: active,
    userId: paper?.userId,
    examId: paper?.examId,
    onHand: (msg) => onEnd(msg || '您的试卷已被交卷！'),
  });
}
