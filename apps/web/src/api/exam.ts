import {
  type DashExamRow,
  ErrorCode,
  type ExamDetail,
  type ExamEntryBody,
  type ExamPreviewBody,
  type ExamRow,
  endpoints,
  type SaveExamBody,
  type SaveExamTmplBody,
} from '@xuekao/contracts';
import { m } from './messages';
import { call, RequestError } from './request';

const E = endpoints.exam;

/** Exam calls (admin and learner; docs/REQUIREMENTS.md#exams). Lists go through `usePaging(endpoints.exam.*)`. */
export const examApi = {
  save: (body: SaveExamBody) => call(E.save, body),
  /**
   * Staff: the full exam with its composition. `/detail` answers a caller without exam:list what the check
   * page shows instead; the edit page cannot use that, so it fails as a load error.
   */
  detail: async (id: string): Promise<ExamDetail> => {
    const d = await call(E.detail, { id });
    if (!('composeType' in d)) throw new RequestError(m('noExamDetail'), ErrorCode.FORBIDDEN, false);
    return d;
  },
  simpleDetail: (id: string) => call(E.simpleDetail, { id }),
  prepareNotify: (id: string) => call(E.prepareNotify, { id }),
  preview: (body: ExamPreviewBody) => call(E.preview, body),
  checkInfo: (body: ExamEntryBody) => call(E.checkInfo, body),
  applySave: (examId: string, applyMsg: string) => call(E.applySave, { examId, applyMsg }),
  applyAudit: (ids: string[], state: number, auditMsg = '') => call(E.applyAudit, { ids, state, auditMsg }),
  tmplSave: (body: SaveExamTmplBody) => call(E.tmplSave, body),
  tmplDetail: (id: string) => call(E.tmplDetail, { id }),
};

export type { DashExamRow, ExamRow };
