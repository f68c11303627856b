import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type LearnerAnswer,
  type QuDetail,
  type TrainCheckResult,
  TrainMode,
  type TrainQuDetail,
  TrainState,
} from '@xuekao/contracts';
import { grantTrainPoints } from '../points/points.service.ts';
import { gradeQuestion } from '../qu/grading.ts';
import { unmaskAnswer } from '../qu/match-mask.ts';
import { toQuForAnswer } from '../qu/qu.presenter.ts';
import { isSubjective, loadGradable, loadQuDetails } from '../qu/qu-load.ts';
import { recordTrainAnswer } from '../stat/analysis-rollup.ts';
import { safely } from '../stat/stat-rollup.ts';
import { presentTrain, presentTrainQu } from './train.presenter.ts';
import { getTrainById, getTrainQu, incrementTrainCounts, markTrainQuAnswered } from './train.queries.ts';
import { isSealed, refuseDuringExam, refuseSealed } from './train-guard.ts';
import { deleteWrongBookByQu, upsertWrongBook } from './wrong-book.queries.ts';

/**
 * Answering in a training. The answer key leaves the server only for a question already answered, or
 * in memorise mode (6) where reading the answers is the point; never during a paper in progress, nor for
 * a question sealed by an exam that hides answers (train-guard.ts).
 */

async function loadDetail(app: AppContext, quId: string): Promise<QuDetail> {
  const detail = (await loadQuDetails(app, [quId])).get(quId);
  if (!detail) throw AppError.notFound('试题已被删除！');
  return detail;
}

/**
 * `/qu-detail`: the question for answering; the key only once answered or in memorise mode, and never
 * for a sealed question (shown without key: it cannot be answered until its exam has ended).
 */
export async function trainQuDetail(
  app: AppContext,
  session: Session,
  trainId: string,
  quId: string,
): Promise<TrainQuDetail> {
  await refuseDuringExam(app, session.userId);
  const train = await getTrainById(app.db, session.userId, trainId);
  const tq = await getTrainQu(app.db, trainId, quId);
  const [detail, sealed] = await Promise.all([loadDetail(app, quId), isSealed(app, session.userId, quId)]);
  return presentTrainQu(tq, detail, !sealed && (tq.answered || train.mode === TrainMode.MEMORISE));
}

/**
 * `/fill` and `/check`: grade one answer with the grading library, store it once and count it, and
 * answer the result with the key. A wrong objective answer goes to the wrong-answer book (not in
 * memorise mode, where the answer was shown); a right one in wrong-question mode (5) takes the question
 * out of the book. A question answered before keeps its first answer: the call answers the stored result.
 * A sealed question is refused before any of this (no key, no right/wrong, stays in the book).
 */
export async function answerTrainQu(
  app: AppContext,
  session: Session,
  body: { trainId: string; quId: string; answer: LearnerAnswer },
): Promise<TrainCheckResult> {
  await refuseDuringExam(app, session.userId);
  const train = await getTrainById(app.db, session.userId, body.trainId);
  await refuseSealed(app, session.userId, body.quId);
  if (train.state === TrainState.ENDED) throw AppError.fail('训练已结束！');
  const before = await getTrainQu(app.db, body.trainId, body.quId);
  const detail = await loadDetail(app, body.quId);
  let removedFromBook = false;
  const subjective = isSubjective(detail);
  if (!before.answered) {
    const key = (await loadGradable(app, [body.quId])).get(body.quId);
    if (!key) throw AppError.notFound('试题已被删除！');
    const answer = unmaskAnswer(body.answer, toQuForAnswer(detail));
    const r = gradeQuestion(key, answer);
    const stored = await app.db.transaction(async (tx) => {
      const stored = await markTrainQuAnswered(tx, train.id, body.quId, r.isRight, { ...answer });
      if (!stored) return false;
      await incrementTrainCounts(tx, train.id, r.isRight);
      const wrong = !r.isRight && !r.subjective;
      if (wrong && train.mode !== TrainMode.MEMORISE) {
        await upsertWrongBook(tx, { userId: session.userId, repoId: train.repoId, quId: body.quId, examId: '' });
      }
      if (r.isRight && train.mode === TrainMode.WRONG) {
        removedFromBook = (await deleteWrongBookByQu(tx, session.userId, body.quId)) > 0;
      }
      // Points for a right answer, once per question; never in 背题 mode, where the key is on screen.
      if (r.isRight && !r.subjective && train.mode !== TrainMode.MEMORISE) {
        await grantTrainPoints(tx, { userId: session.userId, quId: body.quId, repoTitle: '' }, app.config.SITE_TZ);
      }
      return true;
    });
    if (stored) {
      const a = { userId: session.userId, repoId: train.repoId, quId: body.quId, isRight: r.isRight };
      await safely(app, recordTrainAnswer(app, a));
    }
  }
  const [after, updated] = await Promise.all([
    getTrainQu(app.db, body.trainId, body.quId),
    getTrainById(app.db, session.userId, body.trainId),
    app.dict.ready(),
  ]);
  return {
    isRight: after.isRight,
    subjective,
    qu: presentTrainQu(after, detail, true),
    train: presentTrain(updated, app.dict),
    removedFromBook,
  };
}
