import type {
  DashExamRow,
  ExamCheckResult,
  ExamDetail,
  ExamEntryBody,
  ExamPreview,
  ExamPreviewBody,
  ExamRow,
  ExamSimple,
  ExamTmplDetail,
  SaveExamBody,
  SaveExamTmplBody,
} from '@xuekao/contracts';
import { request } from './request';

export const EXAM_PAGING_URL = '/api/exam/exam/paging';
export const EXAM_SEL_PAGING_URL = '/api/exam/exam/pagingSelExam';
export const EXAM_TMPL_PAGING_URL = '/api/exam/tmpl/paging';
export const EXAM_APPLY_PAGING_URL = '/api/exam/apply/paging';
export const EXAM_RECORD_MY_PAGING_URL = '/api/exam/record/my-paging';
export const DASH_EXAM_URL = '/api/stat/exam/dash-exam-list';

/** Exam calls (admin and learner; docs/REQUIREMENTS.md#exams). Lists go through `usePaging`. */
export const examApi = {
  save: (body: SaveExamBody) => request<{ id: string }>('/api/exam/exam/save', body),
  /** Staff: the full exam with composition; learner: what the check page shows. */
  detail: (id: string) => request<ExamDetail>('/api/exam/exam/detail', { id }),
  simpleDetail: (id: string) => request<ExamSimple>('/api/exam/exam/simple-detail', { id }),
  delete: (ids: string[]) => request<null>('/api/exam/exam/delete', { ids }),
  state: (ids: string[], state: number) => request<null>('/api/exam/exam/state', { ids, state }),
  prepareNotify: (id: string) => request<{ sent: number }>('/api/exam/exam/prepare-notify', { id }),
  preview: (body: ExamPreviewBody) => request<ExamPreview>('/api/exam/exam/preview', body),
  checkInfo: (body: ExamEntryBody) => request<ExamCheckResult>('/api/exam/exam/check-info', body),
  applySave: (examId: string, applyMsg: string) => request<null>('/api/exam/apply/save', { examId, applyMsg }),
  applyAudit: (ids: string[], state: number, auditMsg = '') =>
    request<null>('/api/exam/apply/audit', { ids, state, auditMsg }),
  tmplSave: (body: SaveExamTmplBody) => request<{ id: string }>('/api/exam/tmpl/save', body),
  tmplDetail: (id: string) => request<ExamTmplDetail>('/api/exam/tmpl/detail', { id }),
  tmplDelete: (ids: string[]) => request<null>('/api/exam/tmpl/delete', { ids }),
};

export type { DashExamRow, ExamRow };
