import { route } from '@server/plugins/route-table.ts';
import { endpoints, Perm } from '@xuekao/contracts';
import { answerKey, applyAnswerFile } from './answer-file.service.ts';
import { checkProcess, fillAnswer, paperDetail, paperQuDetail } from './paper.service.ts';
import { actionBreak } from './paper-action.service.ts';
import { saveCapture } from './paper-capture.service.ts';
import { createPaper } from './paper-create.service.ts';
import { handByLearner, leaveIncr } from './paper-hand.service.ts';
import { markFill, markFinish, markPaperDetail } from './paper-mark.service.ts';
import { pageMyRecords } from './paper-record.service.ts';
import { paperResult } from './paper-result.service.ts';
import { forceHand, pagePapers, pageWatch, paperCaptures, warnExaminees } from './paper-watch.service.ts';

const E = endpoints.paper;

/** Papers (learner, own papers only), marking and ExamWatch (staff). See docs/EXAMS.md. */
export const paperRoutes = [
  // `/api/exam/record/my-paging` is in the exam table but lists papers, so the paper module serves it.
  route(endpoints.exam.recordMyPaging, ({ app, session, body }) => pageMyRecords(app, session, body)),
  route(E.createPaper, ({ app, session, body }) => createPaper(app, session, body)),
  route(E.paperDetail, ({ app, session, body }) => paperDetail(app, session, body.id)),
  route(E.quDetail, ({ app, session, body }) => paperQuDetail(app, session, body)),
  route(E.fillAnswer, ({ app, session, body }) => fillAnswer(app, session, body)),
  route(E.answerKey, ({ app }) => answerKey(app)),
  route(E.handExam, ({ app, session, body }) => handByLearner(app, session, body.id)),
  route(E.paperResult, ({ app, session, body }) => paperResult(app, session, body.id)),
  route(E.checkProcess, ({ app, session, body }) => checkProcess(app, session, body.examId)),
  route(E.leaveIncr, ({ app, session, body }) => leaveIncr(app, session, body.paperId)),
  route(E.actionBreak, ({ app, session, body }) => actionBreak(app, session, body.paperId)),
  route(E.captureSave, ({ app, session, body }) => saveCapture(app, session, body)),
  route(E.paging, async ({ app, session, body }) =>
    pagePapers(app, session, body, (await app.permissions.of(session.roleIds)).has(Perm.exam.list)),
  ),
  route(E.markPaging, ({ app, session, body }) => pagePapers(app, session, body, true)),
  route(E.markDetail, ({ app, session, body }) => markPaperDetail(app, session, body.id)),
  route(E.markFill, ({ app, session, body }) => markFill(app, session, body)),
  route(E.markFinish, ({ app, session, body }) => markFinish(app, session, body.id)),
  route(E.markAnswerFile, ({ app, session, body }) => applyAnswerFile(app, session, body)),
  route(E.watchPaging, ({ app, session, body }) => pageWatch(app, session, body)),
  route(E.watchWarn, ({ app, session, body }) => warnExaminees(app, session, body)),
  route(E.watchForceHand, ({ app, session, body }) => forceHand(app, session, body)),
  route(E.watchAnswerFile, ({ app, session, body }) => applyAnswerFile(app, session, body)),
  route(E.watchCaptures, ({ app, session, body }) => paperCaptures(app, session, body.paperId)),
];
