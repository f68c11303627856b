import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { Page, QuDetail, WrongBookPagingBodySchema, WrongBookRecord } from '@xuekao/contracts';
import type { z } from 'zod';
import { loadQuDetails } from '../qu/qu-load.ts';
import { presentWrongBook } from './train.presenter.ts';
import { hasAnsweredInTraining } from './train.queries.ts';
import { refuseDuringExam, refuseSealed } from './train-guard.ts';
import { findWrongBookPage, isInWrongBook, upsertWrongBooks } from './wrong-book.queries.ts';

type PagingBody = z.output<typeof WrongBookPagingBodySchema>;

/**
 * The learner's wrong-answer book, by bank and/or source. `examId` '' or '0' means training; absent
 * means every source. Entries carry the question's text only, never its key or analysis (those come
 * from qu-view, which keeps sealed questions and papers in progress out).
 */
export async function pageMyWrongBook(
  app: AppContext,
  session: Session,
  body: PagingBody,
): Promise<Page<WrongBookRecord>> {
  const raw = body.params.examId ?? undefined;
  const examId = raw === undefined ? undefined : raw === '0' ? '' : raw;
  const [page] = await Promise.all([
    findWrongBookPage(app.db, session.userId, body, { repoId: body.params.repoId, examId }),
    app.dict.ready(),
  ]);
  return mapPage(page, (r) => presentWrongBook(r, app.dict));
}

/**
 * `/web/qu/view/:id` for a learner: the question with its key and analysis, only when they already
 * answered it in a training or have it in their wrong-answer book; otherwise it does not exist for them.
 * Refused during a paper in progress and for a question sealed by an exam that hides answers.
 */
export async function viewAnsweredQu(app: AppContext, session: Session, quId: string): Promise<QuDetail> {
  await refuseDuringExam(app, session.userId);
  // Sealed first: whether it is in the book (wrong in that exam) must not show through the answer.
  await refuseSealed(app, session.userId, quId);
  const [answered, inBook] = await Promise.all([
    hasAnsweredInTraining(app.db, session.userId, quId),
    isInWrongBook(app.db, session.userId, quId),
  ]);
  if (!answered && !inBook) throw AppError.notFound();
  const detail = (await loadQuDetails(app, [quId])).get(quId);
  if (!detail) throw AppError.notFound();
  return detail;
}

/**
 * For the exam hand-in: records the wrong objective answers of a paper in the learner's book under the
 * exam (`examId`), each with its bank. Run it inside the hand-in transaction.
 */
export async function recordExamWrongAnswers(
  db: DbOrTx,
  userId: string,
  examId: string,
  wrong: ReadonlyArray<{ quId: string; repoId: string }>,
): Promise<void> {
  await upsertWrongBooks(
    db,
    wrong.map((w) => ({ userId, examId, quId: w.quId, repoId: w.repoId })),
  );
}

/** The wrong answers of many learners' papers (the hand-in lane's batch) in one statement. */
export async function recordExamWrongAnswersOf(
  db: DbOrTx,
  wrong: ReadonlyArray<{ userId: string; examId: string; quId: string; repoId: string }>,
): Promise<void> {
  await upsertWrongBooks(db, wrong);
}
