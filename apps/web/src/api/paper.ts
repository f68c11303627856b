import { endpoints, type LearnerAnswer, type MarkFillBody } from '@xuekao/contracts';
import { call, type RequestOptions } from './request';

const E = endpoints.paper;

/** Paper calls of the exam page, results, marking and ExamWatch. Lists go through `usePaging(endpoints.paper.*)`. */
export const paperApi = {
  /** Creates the paper, or resumes the learner's paper of this exam in progress. */
  create: (examId: string, password = '', faceToken = '') => call(E.createPaper, { examId, password, faceToken }),
  detail: (id: string, opts?: RequestOptions) => call(E.paperDetail, { id }, opts),
  quDetail: (paperId: string, quId: string, opts?: RequestOptions) => call(E.quDetail, { paperId, quId }, opts),
  /** One answer; `seq` and `at` from the page's answer journal (docs/EXAMS.md#answer-journal). */
  fill: (
    paperId: string,
    quId: string,
    answer: LearnerAnswer,
    journal?: { seq: number; at: number },
    opts?: RequestOptions,
  ) => call(E.fillAnswer, { paperId, quId, answer, ...journal }, opts),
  hand: (id: string) => call(E.handExam, { id }),
  result: (id: string) => call(E.paperResult, { id }),
  process: (examId?: string, opts?: RequestOptions) => call(E.checkProcess, { examId }, opts),
  leave: (paperId: string) => call(E.leaveIncr, { paperId }),
  actionBreak: (paperId: string) => call(E.actionBreak, { paperId }),
  capture: (paperId: string, base64: string) => call(E.captureSave, { paperId, base64 }),
  markDetail: (id: string) => call(E.markDetail, { id }),
  markFill: (body: MarkFillBody) => call(E.markFill, body),
  markFinish: (id: string) => call(E.markFinish, { id }),
  warn: (examId: string, msg: string, userIds: string[] = []) => call(E.watchWarn, { examId, msg, userIds }),
  forceHand: (examId: string, paperIds: string[]) => call(E.watchForceHand, { examId, paperIds }),
  captures: (paperId: string) => call(E.watchCaptures, { paperId }),
};
