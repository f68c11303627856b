import { endpoints, type LearnerAnswer, type MarkFillBody } from '@xuekao/contracts';
import { call } from './request';

const E = endpoints.paper;

/** Paper calls of the exam page, results, marking and ExamWatch. Lists go through `usePaging(endpoints.paper.*)`. */
export const paperApi = {
  /** Creates the paper, or resumes the learner's paper of this exam in progress. */
  create: (examId: string, password = '', faceToken = '') => call(E.createPaper, { examId, password, faceToken }),
  detail: (id: string) => call(E.paperDetail, { id }),
  quDetail: (paperId: string, quId: string) => call(E.quDetail, { paperId, quId }),
  fill: (paperId: string, quId: string, answer: LearnerAnswer) => call(E.fillAnswer, { paperId, quId, answer }),
  hand: (id: string) => call(E.handExam, { id }),
  result: (id: string) => call(E.paperResult, { id }),
  process: (examId?: string) => call(E.checkProcess, { examId }),
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
