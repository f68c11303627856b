import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { type ActionBreakResult, ErrorCode, HandReason } from '@xuekao/contracts';
import { findExamById } from '../exam/exam.queries.ts';
import { getOwnPaper } from './paper.queries.ts';
import { incrementActionBreak } from './paper-action.queries.ts';
import { handInPaper } from './paper-hand.service.ts';

/**
 * Seconds a break may come early against the exam's interval: the page restarts its countdown when the
 * previous break's answer arrives, so network delays can make two honest breaks a little closer than the
 * interval by the server's clock.
 */
export const ACTION_SLACK_SECONDS = 2;

/**
 * `action-break`: the page's action checker saw no input for the exam's `actionInterval` seconds. The server
 * counts it on the learner's own paper in progress, at most once per interval since the paper started or
 * the last counted break (a client calling faster only gets `counted: false`), and at the exam's
 * `actionLimit` (0 = record only) hands the paper in (reason 6, the one idempotent hand-in).
 */
export async function actionBreak(app: AppContext, session: Session, paperId: string): Promise<ActionBreakResult> {
  const p = await getOwnPaper(app.db, session.userId, paperId);
  if (p.state !== 0) {
    if (p.handReason === HandReason.ACTION) return { actionTimes: p.actionTimes, overLimit: true, counted: false };
    throw new AppError(ErrorCode.PAPER_CLOSED);
  }
  const exam = await findExamById(app.db, p.examId);
  if (!exam?.actionOn) return { actionTimes: p.actionTimes, overLimit: false, counted: false };
  const gap = Math.max(1, exam.actionInterval - ACTION_SLACK_SECONDS);
  const n = await incrementActionBreak(app.db, session.userId, paperId, gap);
  if (n === null) {
    const now = await getOwnPaper(app.db, session.userId, paperId);
    if (now.state !== 0 && now.handReason !== HandReason.ACTION) throw new AppError(ErrorCode.PAPER_CLOSED);
    return { actionTimes: now.actionTimes, overLimit: now.state !== 0, counted: false };
  }
  if (exam.actionLimit > 0 && n >= exam.actionLimit) {
    await handInPaper(app, paperId, HandReason.ACTION);
    return { actionTimes: n, overLimit: true, counted: true };
  }
  return { actionTimes: n, overLimit: false, counted: true };
}
