import {
  DashExamPagingBodySchema,
  ExamApplyAuditBodySchema,
  ExamApplyBodySchema,
  ExamApplyPagingBodySchema,
  ExamEntryBodySchema,
  ExamPagingBodySchema,
  ExamPreviewBodySchema,
  ExamTmplPagingBodySchema,
  IdBodySchema,
  IdsBodySchema,
  MyRecordPagingBodySchema,
  Perm,
  SaveExamBodySchema,
  SaveExamTmplBodySchema,
  StateBodySchema,
} from '@xuekao/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route-table.ts';
import { pageMyRecords } from '../paper/paper-record.service.ts';
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

/** Exams, paper templates, entry check and applications (docs/EXAMS.md). */
export const examRoutes = [
  route({
    url: '/api/exam/exam/save',
    auth: { any: [Perm.exam.add, Perm.exam.edit] },
    body: SaveExamBodySchema,
    summary: '保存考试（无 id 为新增）',
    handler: ({ app, session, body }) => saveExam(app, session, body),
  }),
  route({
    url: '/api/exam/exam/detail',
    auth: 'user',
    body: IdBodySchema,
    summary: '考试详情（管理员含组卷与范围；学员为考前信息）',
    handler: ({ app, session, body }) => examDetail(app, session, body.id),
  }),
  route({
    url: '/api/exam/exam/simple-detail',
    auth: 'user',
    body: IdBodySchema,
    summary: '考试简要信息（考前确认）',
    handler: ({ app, session, body }) => examSimpleDetail(app, session, body.id),
  }),
  route({
    url: '/api/exam/exam/paging',
    auth: 'user',
    body: ExamPagingBodySchema,
    summary: '考试分页（管理员全部；学员为范围内开放的考试及我的成绩）',
    handler: ({ app, session, body }) => pageExams(app, session, body),
  }),
  route({
    url: '/api/exam/exam/pagingSelExam',
    auth: Perm.exam.list,
    body: ExamPagingBodySchema,
    summary: '考试选择器分页（params.excludes）',
    handler: ({ app, session, body }) => pageSelExams(app, session, body),
  }),
  route({
    url: '/api/exam/exam/delete',
    auth: Perm.exam.delete,
    body: IdsBodySchema,
    summary: '删除考试（有考生考试中时拒绝）',
    handler: ({ app, body }) => deleteExams(app, body.ids),
  }),
  route({
    url: '/api/exam/exam/state',
    auth: Perm.exam.state,
    body: StateBodySchema,
    summary: '启用（0）或禁用（1）考试',
    handler: ({ app, body }) => setExamState(app, body.ids, body.state),
  }),
  route({
    url: '/api/exam/exam/prepare-notify',
    auth: Perm.exam.notify,
    body: IdBodySchema,
    summary: '给考试范围内的学员发送考试通知',
    handler: ({ app, session, body }) => prepareNotify(app, session, body.id),
  }),
  route({
    url: '/api/exam/exam/preview',
    auth: { any: [Perm.exam.add, Perm.exam.edit, Perm.examTmpl.add, Perm.examTmpl.edit] },
    body: ExamPreviewBodySchema,
    summary: '预览组卷（抽一次，不保存）',
    handler: ({ app, body }) => previewComposition(app, body),
  }),
  route({
    url: '/api/exam/exam/check-info',
    auth: 'user',
    body: ExamEntryBodySchema,
    summary: '考前检查（时间、范围、次数、密码、人脸、申请）',
    handler: async ({ app, session, body }) => {
      const id = body.id ?? body.examId;
      if (!id) throw AppError.badParams('考试不能为空！');
      return (await checkEntry(app, session, id, body)).result;
    },
  }),
  route({
    url: '/api/exam/tmpl/paging',
    auth: Perm.examTmpl.list,
    body: ExamTmplPagingBodySchema,
    summary: '试卷模板分页',
    handler: ({ app, body }) => pageExamTmpls(app, body),
  }),
  route({
    url: '/api/exam/tmpl/detail',
    auth: { any: [Perm.examTmpl.list, Perm.exam.add] },
    body: IdBodySchema,
    summary: '试卷模板详情',
    handler: ({ app, body }) => examTmplDetail(app, body.id),
  }),
  route({
    url: '/api/exam/tmpl/save',
    auth: { any: [Perm.examTmpl.add, Perm.examTmpl.edit, Perm.exam.add] },
    body: SaveExamTmplBodySchema,
    summary: '保存试卷模板',
    handler: ({ app, session, body }) => saveExamTmpl(app, session, body),
  }),
  route({
    url: '/api/exam/tmpl/delete',
    auth: Perm.examTmpl.delete,
    body: IdsBodySchema,
    summary: '删除试卷模板（已建考试不受影响）',
    handler: ({ app, body }) => deleteExamTmpls(app, body.ids),
  }),
  route({
    url: '/api/exam/apply/save',
    auth: 'user',
    body: ExamApplyBodySchema,
    summary: '提交考试申请',
    handler: ({ app, session, body }) => saveApply(app, session, body.examId, body.applyMsg),
  }),
  route({
    url: '/api/exam/apply/paging',
    auth: Perm.exam.applyList,
    body: ExamApplyPagingBodySchema,
    summary: '考试申请分页',
    handler: ({ app, session, body }) => pageApplys(app, session, body),
  }),
  route({
    url: '/api/exam/apply/audit',
    auth: Perm.exam.applyAudit,
    body: ExamApplyAuditBodySchema,
    summary: '审核考试申请（1 通过，2 驳回）并通知学员',
    handler: ({ app, session, body }) => auditApplys(app, session, body),
  }),
  route({
    url: '/api/exam/record/my-paging',
    auth: 'user',
    body: MyRecordPagingBodySchema,
    summary: '我的成绩（每场考试的次数、最高分、最近得分、是否通过）',
    handler: ({ app, session, body }) => pageMyRecords(app, session, body),
  }),
  route({
    url: '/api/stat/exam/dash-exam-list',
    auth: { any: [Perm.stat.view, Perm.exam.list] },
    body: DashExamPagingBodySchema,
    summary: '首页进行中的考试（考试中、已交卷人数）',
    handler: ({ app, session, body }) => pageDashExams(app, session, body),
  }),
];
