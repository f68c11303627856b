import { AppError } from '@server/lib/app-error.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import {
  deleteExams,
  examDetail,
  examSimpleDetail,
  pageDashExams,
  pageExams,
  pageSelExams,
  prepareNotify,
  saveExam,
  setExamState,
} from './exam.service.ts';
import { auditApplys, pageApplys, saveApply } from './exam-apply.service.ts';
import { previewComposition } from './exam-compose.ts';
import { checkEntry } from './exam-entry.service.ts';
import { deleteExamTmpls, examTmplDetail, pageExamTmpls, saveExamTmpl } from './exam-tmpl.service.ts';

const E = endpoints.exam;

/** Exams, paper templates, entry check and applications (docs/EXAMS.md). */
export const examRoutes = [
  route(E.save, ({ app, session, body }) => saveExam(app, session, body)),
  route(E.detail, ({ app, session, body }) => examDetail(app, session, body.id)),
  route(E.simpleDetail, ({ app, session, body }) => examSimpleDetail(app, session, body.id)),
  route(E.paging, ({ app, session, body }) => pageExams(app, session, body)),
  route(E.pagingSelExam, ({ app, session, body }) => pageSelExams(app, session, body)),
  route(E.delete, async ({ app, body }) => {
    await deleteExams(app, body.ids);
    return null;
  }),
  route(E.state, async ({ app, body }) => {
    await setExamState(app, body.ids, body.state);
    return null;
  }),
  route(E.prepareNotify, ({ app, session, body }) => prepareNotify(app, session, body.id)),
  route(E.preview, ({ app, body }) => previewComposition(app, body)),
  route(E.checkInfo, async ({ app, session, body }) => {
    const id = body.id ?? body.examId;
    if (!id) throw AppError.badParams('考试不能为空！');
    return (await checkEntry(app, session, id, body)).result;
  }),
  route(E.tmplPaging, ({ app, body }) => pageExamTmpls(app, body)),
  route(E.tmplDetail, ({ app, body }) => examTmplDetail(app, body.id)),
  route(E.tmplSave, ({ app, session, body }) => saveExamTmpl(app, session, body)),
  route(E.tmplDelete, async ({ app, body }) => {
    await deleteExamTmpls(app, body.ids);
    return null;
  }),
  route(E.applySave, async ({ app, session, body }) => {
    await saveApply(app, session, body.examId, body.applyMsg);
    return null;
  }),
  route(E.applyPaging, ({ app, session, body }) => pageApplys(app, session, body)),
  route(E.applyAudit, async ({ app, session, body }) => {
    await auditApplys(app, session, body);
    return null;
  }),
  route(E.dashExamList, ({ app, session, body }) => pageDashExams(app, session, body)),
];
