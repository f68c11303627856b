import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  ANSWER_STAMP_TOLERANCE_MS,
  ErrorCode,
  type FillAnswerResult,
  HandReason,
  hasAnswer,
  type LearnerAnswer,
  type PaperDetail,
  type PaperProcess,
  type PaperQuDetail,
  type PaperRules,
} from '@xuekao/contracts';
import type { ExamDbRow } from '../exam/exam.queries.ts';
import { findExamById } from '../exam/exam.queries.ts';
import { findOpenPaper } from '../exam/exam-entry.queries.ts';
import { answerWriter } from './answer-writer.ts';
import { leftSecondsOf, presentPaperDetail, presentPaperQu } from './paper.presenter.ts';
import { findPaperQus, getOwnPaper, getPaperQu, type PaperDbRow } from './paper.queries.ts';
import { handInPaper } from './paper-hand.service.ts';
import { paperQuDetails } from './qu-cache.ts';

/**
 * Papers from the learner's side (docs/REQUIREMENTS.md#exams). Ownership: a paper of
 * another learner does not exist for the caller (10010003). Correct answers never leave here.
 */

/** The exam settings the exam page needs. */
export function rulesOf(exam: ExamDbRow | null): PaperRules {
  return {
    copyPaste: exam?.copyPaste ?? true,
    leaveOn: exam?.leaveOn ?? false,
    leaveCheck: exam?.leaveCheck ?? 5,
    leaveCount: exam?.leaveCount ?? 3,
    actionOn: exam?.actionOn ?? false,
    actionInterval: exam?.actionInterval ?? 300,
    actionLimit: exam?.actionLimit ?? 0,
    camOn: exam?.camOn ?? false,
    camInterval: exam?.camInterval ?? 5,
    faceLimit: exam?.faceLimit ?? 3,
    handMin: exam?.handMin ?? 0,
    showAnswer: exam?.showAnswer ?? true,
  };
}

/** Hands in a paper whose deadline passed, if the sweeper has not yet; answers the current row. */
async function closeIfOverdue(app: AppContext, p: PaperDbRow): Promise<PaperDbRow> {
  if (p.state !== 0 || p.limitTime.getTime() > Date.now()) return p;
  return handInPaper(app, p.id, HandReason.TIMEOUT);
}

export async function paperDetail(app: AppContext, session: Session, id: string): Promise<PaperDetail> {
  const paper = await closeIfOverdue(app, await getOwnPaper(app.db, session.userId, id));
  const [qus, exam] = await Promise.all([
    findPaperQus(app.db, id),
    findExamById(app.db, paper.examId),
    app.dict.ready(),
  ]);
  return presentPaperDetail(paper, qus, rulesOf(exam ?? null), app.dict);
}

export async function paperQuDetail(
  app: AppContext,
  session: Session,
  body: { paperId: string; quId: string },
): Promise<PaperQuDetail> {
  await getOwnPaper(app.db, session.userId, body.paperId);
  const pq = await getPaperQu(app.db, body.paperId, body.quId);
  const detail = (await paperQuDetails(app, [body.quId])).get(body.quId);
  if (!detail) throw new AppError(ErrorCode.QU_DELETED);
  return presentPaperQu(pq, detail);
}

/**
 * `fill-answer`, the hot path: one UPDATE that checks ownership, state and deadline at once (the
 * session comes from the in-process cache, so no other query runs). Only when it writes nothing do we
 * look at why, and a paper found past its deadline is handed in on the spot.
 */
export async function fillAnswer(
  app: AppContext,
  session: Session,
  body: { paperId: string; quId: string; answer: LearnerAnswer; seq?: number; at?: number },
): Promise<FillAnswerResult> {
  const answered = hasAnswer(body.answer);
  const seq = body.seq ?? 0;
  const ok = await answerWriter(app.db).write({
    paperId: body.paperId,
    quId: body.quId,
    userId: session.userId,
    answer: { ...body.answer },
    answered,
    seq,
    at: body.at ?? 0,
  });
  const ack = (r: FillAnswerResult): FillAnswerResult => (body.seq ? { ...r, seq } : r);
  if (ok) return ack({ quId: body.quId, answered });
  // Not written: find out why, off the hot path.
  const paper = await getOwnPaper(app.db, session.userId, body.paperId);
  if (paper.state !== 0) throw new AppError(ErrorCode.PAPER_CLOSED);
  if (paper.limitTime.getTime() <= Date.now()) {
    await handInPaper(app, paper.id, HandReason.TIMEOUT);
    throw new AppError(ErrorCode.PAPER_CLOSED, '考试时间已到，试卷已自动交卷！');
  }
  const stored = await getPaperQu(app.db, body.paperId, body.quId);
  if (body.at && body.at > paper.limitTime.getTime() + ANSWER_STAMP_TOLERANCE_MS) {
    throw new AppError(ErrorCode.ANSWER_LATE);
  }
  // The same answer again, or an older one: the server holds it or a newer one (a retry after a lost reply).
  if (seq && stored.answerSeq >= seq) return ack({ quId: body.quId, answered: stored.answered, stale: true });
  throw AppError.fail('答案保存失败，请重试！');
}

/** `check-process`: the learner's paper in progress (of the exam, or any), or null. */
export async function checkProcess(
  app: AppContext,
  session: Session,
  examId?: string | null,
): Promise<PaperProcess | null> {
  const open = await findOpenPaper(app.db, session.userId, examId || undefined);
  if (!open) return null;
  if (open.limitTime.getTime() <= Date.now()) {
    await handInPaper(app, open.id, HandReason.TIMEOUT);
    return null;
  }
  return { paperId: open.id, examId: open.examId, title: open.title, leftSeconds: leftSecondsOf(open) };
}
