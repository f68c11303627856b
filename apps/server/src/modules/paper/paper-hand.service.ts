import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { ErrorCode, HandReason, type LeaveResult, type PaperResult } from '@xuekao/contracts';
import { findExamById } from '../exam/exam.queries.ts';
import { getOwnPaper, getPaperById, incrementLeave, type PaperDbRow } from './paper.queries.ts';
import { getOwnPaperWithExam } from './paper-hand.queries.ts';
import { handLane } from './paper-hand-lane.ts';
import { presentHandedResult, presentLearnerResult } from './paper-result.service.ts';

/**
 * Hand-in: the one function every path goes through (the learner, the deadline sweeper, the leave and
 * face limits, staff in ExamWatch). The paper joins this process's hand-in lane (paper-hand-lane.ts),
 * which closes the papers waiting together in one transaction; idempotent: a paper is closed only from
 * state 0, so a second caller writes nothing and gets the paper as the first one left it. Ordered with
 * fill-answer (issue 10): the answers this process holds for the paper are flushed first, then the
 * transaction locks the paper row FOR UPDATE and reads the answers. The answer statement locks the paper
 * FOR KEY SHARE and only writes while it is in progress, so every answer acknowledged before the lock is
 * graded, and any later one waits for the commit and is refused (PAPER_CLOSED).
 */
export async function handInPaper(app: AppContext, paperId: string, reason: number): Promise<PaperDbRow> {
  return (await handLane(app).hand(paperId, reason)).paper;
}

/**
 * `hand-exam` by the learner: not before the exam's minimum answering time. Answers the result under the
 * learner's rule (paper-result.service.ts), also for a paper handed in earlier.
 */
export async function handByLearner(app: AppContext, session: Session, id: string): Promise<PaperResult> {
  const { paper: p, exam } = await getOwnPaperWithExam(app.db, session.userId, id);
  if (p.state !== 0) return presentLearnerResult(app, p);
  const minMs = (exam?.handMin ?? 0) * 60_000;
  const overdue = p.limitTime.getTime() <= Date.now();
  if (!overdue && minMs > 0 && Date.now() - p.createTime.getTime() < minMs) {
    throw AppError.fail(`考试开始${exam?.handMin}分钟后才能交卷！`);
  }
  const out = await handLane(app).hand(id, overdue ? HandReason.TIMEOUT : HandReason.LEARNER);
  // Closed by this batch: the result comes from the batch's own rows (the learner's own name from the session).
  if (out.handed) return presentHandedResult(app, out.paper, { ...out.handed, realName: session.realName });
  return presentLearnerResult(app, out.paper);
}

/** `leave-incr`: counts a leave; at the exam's limit the server hands the paper in. */
export async function leaveIncr(app: AppContext, session: Session, paperId: string): Promise<LeaveResult> {
  const n = await incrementLeave(app.db, session.userId, paperId);
  if (n === null) {
    const p = await getOwnPaper(app.db, session.userId, paperId);
    if (p.handReason === HandReason.LEAVE) return { leaveTimes: p.leaveTimes, overLimit: true };
    throw new AppError(ErrorCode.PAPER_CLOSED);
  }
  const p = await getPaperById(app.db, paperId);
  const exam = await findExamById(app.db, p.examId);
  if (exam?.leaveOn && n >= exam.leaveCount) {
    await handInPaper(app, paperId, HandReason.LEAVE);
    return { leaveTimes: n, overLimit: true };
  }
  return { leaveTimes: n, overLimit: false };
}
