import type {
  CaptureResult,
  FillAnswerResult,
  LearnerAnswer,
  LeaveResult,
  MarkPaperDetail,
  PaperDetail,
  PaperProcess,
  PaperQuDetail,
  PaperResult,
} from '@xuekao/contracts';
import { request } from './request';

export const PAPER_PAGING_URL = '/api/paper/paper/paging';
export const MARK_PAPER_PAGING_URL = '/api/paper/mark/paper-paging';
export const WATCH_PAGING_URL = '/api/exam/watch/paging';

/** Paper calls of the exam page, results, marking and ExamWatch. */
export const paperApi = {
  /** Creates the paper, or resumes the learner's paper of this exam in progress. */
  create: (examId: string, password = '', faceToken = '') =>
    request<{ id: string }>('/api/paper/paper/create-paper', { examId, password, faceToken }),
  detail: (id: string) => request<PaperDetail>('/api/paper/paper/paper-detail', { id }),
  quDetail: (paperId: string, quId: string) => request<PaperQuDetail>('/api/paper/paper/qu-detail', { paperId, quId }),
  fill: (paperId: string, quId: string, answer: LearnerAnswer) =>
    request<FillAnswerResult>('/api/paper/paper/fill-answer', { paperId, quId, answer }),
  hand: (id: string) => request<PaperResult>('/api/paper/paper/hand-exam', { id }),
  result: (id: string) => request<PaperResult>('/api/paper/paper/paper-result', { id }),
  process: (examId?: string) => request<PaperProcess | null>('/api/paper/paper/check-process', { examId }),
  leave: (paperId: string) => request<LeaveResult>('/api/paper/paper/leave-incr', { paperId }),
  capture: (paperId: string, base64: string) => request<CaptureResult>('/api/paper/capture/save', { paperId, base64 }),
  markDetail: (id: string) => request<MarkPaperDetail>('/api/paper/mark/paper-detail', { id }),
  markFill: (body: { paperId: string; quId: string; subId: string; score: number; remark?: string }) =>
    request<MarkPaperDetail>('/api/paper/mark/fill', body),
  markFinish: (id: string) => request<PaperResult>('/api/paper/mark/finish', { id }),
  warn: (examId: string, msg: string, userIds: string[] = []) =>
    request<{ sent: number }>('/api/exam/watch/warn', { examId, msg, userIds }),
  forceHand: (examId: string, paperIds: string[]) =>
    request<{ handed: number }>('/api/exam/watch/force-hand', { examId, paperIds }),
  captures: (paperId: string) =>
    request<Array<{ id: string; fileUrl: string; pass: boolean | null; msg: string; createTime: string }>>(
      '/api/exam/watch/captures',
      { paperId },
    ),
};
