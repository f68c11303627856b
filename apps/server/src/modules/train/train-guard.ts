import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode } from '@xuekao/contracts';
import { findSealedQuIds, hasPaperInProgress, isExamOverFor } from '../answer-seal/answer-seal.queries.ts';

/**
 * What keeps answer keys away from a learner in an exam (issue 10 item 3):
 * - During a paper in progress, every training call and qu-view is refused (the learner finishes the exam
 *   first). Simpler and sounder than stripping keys of that paper's questions: no bank, chapter or copy of
 *   a question can leak, and it costs one indexed read per call.
 * - A question on the learner's paper of an exam that does not show answers is "sealed" for them until that
 *   exam has ended for good (end time passed or no attempts left): never drawn into a training, refused in
 *   check/fill and qu-view, shown without key in qu-detail, and its wrong-book entry from that exam is not
 *   listed. Every question of the paper is sealed, right or wrong, so the seal itself tells nothing (audit
 *   finding 9). Refusing (not only hiding the key) also closes the right/wrong oracle of answering again,
 *   and keeps mode 5 from taking it out of the book.
 */

export const IN_EXAM_TEXT = '您有正在进行的考试，考试期间不能练习或查看试题答案，请交卷后再来！';
export const SEALED_TEXT = '该题来自尚未结束且不公布答案的考试，考试结束（或考试次数用完）后才能练习和查看答案！';

/** Refuses (20010002) while the learner has a paper in progress. */
export async function refuseDuringExam(app: AppContext, userId: string): Promise<void> {
  if (await hasPaperInProgress(app.db, userId)) throw new AppError(ErrorCode.EXAM_IN_PROGRESS, IN_EXAM_TEXT);
}

/** Whether the question is sealed for the learner (see above). */
export async function isSealed(app: AppContext, userId: string, quId: string): Promise<boolean> {
  return (await findSealedQuIds(app.db, userId, [quId])).has(quId);
}

/** Refuses a sealed question with a message saying when it opens. */
export async function refuseSealed(app: AppContext, userId: string, quId: string): Promise<void> {
  if (await isSealed(app, userId, quId)) throw AppError.fail(SEALED_TEXT);
}

/**
 * Whether the exam has ended for good for the learner (end time passed or no attempts left; a deleted
 * exam has): the condition that unseals questions, also the one that lets a result of an exam hiding
 * answers show per-question right/wrong (paper-result.service.ts).
 */
export async function examOverFor(app: AppContext, userId: string, examId: string): Promise<boolean> {
  return isExamOverFor(app.db, userId, examId);
}
