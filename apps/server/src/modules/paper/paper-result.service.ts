import type { AppContext } from '@server/app-context.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { type PaperResult, Perm } from '@xuekao/contracts';
import { type ExamDbRow, findExamById } from '../exam/exam.queries.ts';
import { findOpenPaper } from '../exam/exam-entry.queries.ts';
import { examOverFor } from '../train/train-guard.ts';
import { findUserById } from '../user/user.queries.ts';
import { presentPaperResult, type ResultDisclosure } from './paper.presenter.ts';
import { findPaperQus, getOwnPaper, type PaperDbRow, type PaperQuDbRow } from './paper.queries.ts';
import { getPaperInScope } from './paper-scope.ts';
import { paperQuDetails } from './qu-cache.ts';

/**
 * Paper results (issue 10, audit findings 4 and 9). A result leaves the server only through
 * presentLearnerResult (a learner's own paper: hand-exam, paper-result) or presentStaffResult (staff
 * within their data scope: paper-result, marking); what a learner sees per question is decided by
 * learnerDisclosure alone, so no call site can skip it.
 */

const IN_EXAM_NOTE = '您有正在进行的考试，交卷后才能查看每题的对错、得分与答案！';
const SEALED_NOTE = '本场考试不公布答案；每题的对错与得分在考试结束（或考试次数用完）后公布。';
const NO_KEY_NOTE = '本场考试不公布答案与解析。';

/**
 * What the learner's own result shows per question:
 * - nothing before hand-in, nor while the learner has another paper in progress (e.g. the second attempt
 *   of the same exam: a key, or the right/wrong of a judge question, would answer it);
 * - an exam showing answers (or deleted): keys and right/wrong with each question's score;
 * - an exam hiding answers: never keys, and right/wrong and each question's score only once the exam has
 *   ended for good for the learner (train-guard's examOverFor: end time passed or no attempts left), so
 *   one attempt cannot be used to learn the answers for the next.
 * Totals (score, pass, right count) always show.
 */
export async function learnerDisclosure(
  app: AppContext,
  p: PaperDbRow,
  exam: ExamDbRow | null,
  known: { otherOpen?: boolean } = {},
): Promise<ResultDisclosure> {
  if (p.state === 0) return { keys: false, correctness: false, note: '' };
  const showAnswer = exam?.showAnswer ?? true;
  const [otherOpen, over] = await Promise.all([
    known.otherOpen ?? findOpenPaper(app.db, p.userId).then((open) => !!open && open.id !== p.id),
    showAnswer ? true : examOverFor(app, p.userId, p.examId),
  ]);
  if (otherOpen) return { keys: false, correctness: false, note: IN_EXAM_NOTE };
  return { keys: showAnswer, correctness: over, note: showAnswer ? '' : over ? NO_KEY_NOTE : SEALED_NOTE };
}

/** Staff views (marking, a learner's result within scope): right/wrong after hand-in, keys as the exam says. */
function staffDisclosure(p: PaperDbRow, exam: ExamDbRow | null): ResultDisclosure {
  const keys = exam?.showAnswer ?? true;
  return { keys, correctness: p.state !== 0, note: keys ? '' : NO_KEY_NOTE };
}

async function present(
  app: AppContext,
  p: PaperDbRow,
  disclose: (exam: ExamDbRow | null) => ResultDisclosure | Promise<ResultDisclosure>,
): Promise<PaperResult> {
  const qus = await findPaperQus(app.db, p.id);
  const [details, exam, user] = await Promise.all([
    paperQuDetails(
      app,
      qus.map((q) => q.quId),
    ),
    findExamById(app.db, p.examId),
    findUserById(app.db, p.userId),
    app.dict.ready(),
  ]);
  const show = await disclose(exam ?? null);
  return presentPaperResult(p, { realName: user?.realName ?? '', show, qus, details }, app.dict);
}

/**
 * The result of a paper the hand-in lane has just closed for its learner, from the batch's own rows (its
 * questions as graded, the exam, whether the learner has another paper in progress): only the question
 * details (cached) and, for an exam hiding answers, whether it is over for the learner are read.
 */
export async function presentHandedResult(
  app: AppContext,
  p: PaperDbRow,
  h: { qus: PaperQuDbRow[]; exam: ExamDbRow | null; otherOpen: boolean; realName: string },
): Promise<PaperResult> {
  const [details, show] = await Promise.all([
    paperQuDetails(
      app,
      h.qus.map((q) => q.quId),
    ),
    learnerDisclosure(app, p, h.exam, { otherOpen: h.otherOpen }),
    app.dict.ready(),
  ]);
  return presentPaperResult(p, { realName: h.realName, show, qus: h.qus, details }, app.dict);
}

/** The result of the learner's own paper, under learnerDisclosure. */
export function presentLearnerResult(app: AppContext, p: PaperDbRow): Promise<PaperResult> {
  return present(app, p, (exam) => learnerDisclosure(app, p, exam));
}

/** The result as staff see it (the caller has checked the paper is within their data scope). */
export function presentStaffResult(app: AppContext, p: PaperDbRow): Promise<PaperResult> {
  return present(app, p, (exam) => staffDisclosure(p, exam));
}

/**
 * `/paper-result`: the learner's own paper, or for staff who may list exams a paper of a learner within
 * their data scope. Staff reading their own paper follow the learner rule.
 */
export async function paperResult(app: AppContext, session: Session, id: string): Promise<PaperResult> {
  const staff = (await app.permissions.of(session.roleIds)).has(Perm.exam.list);
  if (staff) {
    const p = await getPaperInScope(app, session, id);
    if (p.userId !== session.userId) return presentStaffResult(app, p);
  }
  return presentLearnerResult(app, await getOwnPaper(app.db, session.userId, id));
}
