import { z } from 'zod';
import { IdBodySchema, IdsBodySchema, StateBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  DashExamPagingBodySchema,
  ExamApplyAuditBodySchema,
  ExamApplyBodySchema,
  ExamApplyPagingBodySchema,
  ExamEntryBodySchema,
  ExamPagingBodySchema,
  ExamPreviewBodySchema,
  ExamTmplPagingBodySchema,
  SaveExamBodySchema,
  SaveExamTmplBodySchema,
} from '../schemas/exam.ts';
import {
  DashExamRowSchema,
  ExamApplyRowSchema,
  ExamCheckResultSchema,
  ExamDetailSchema,
  ExamNotifyResultSchema,
  ExamPreviewSchema,
  ExamRowSchema,
  ExamSimpleSchema,
  ExamStaffRowSchema,
  ExamTmplDetailSchema,
  ExamTmplRowSchema,
} from '../schemas/exam-view.ts';
import { ExamRecordRowSchema, MyRecordPagingBodySchema } from '../schemas/paper.ts';
import { endpoint, NoAnswer, pageOf, SavedIdAnswer } from './define.ts';
import { PICKER_AUTH } from './picker-auth.ts';

/**
 * Exams, paper templates, entry check and applications (docs/EXAMS.md). A learner never gets an exam's
 * password or composition, and a disabled or out-of-range exam answers like a missing one.
 */
export const exam = {
  save: endpoint({
    path: '/api/exam/exam/save',
    auth: { any: [Perm.exam.add, Perm.exam.edit] },
    request: SaveExamBodySchema,
    answer: SavedIdAnswer,
    summary: '保存考试（无 id 为新增）',
  }),
  detail: endpoint({
    path: '/api/exam/exam/detail',
    auth: 'user',
    request: IdBodySchema,
    answer: z.union([ExamDetailSchema, ExamSimpleSchema]),
    summary: '考试详情（管理员含组卷与范围；学员为考前信息）',
  }),
  simpleDetail: endpoint({
    path: '/api/exam/exam/simple-detail',
    auth: 'user',
    request: IdBodySchema,
    answer: ExamSimpleSchema,
    summary: '考试简要信息（考前确认）',
  }),
  paging: endpoint({
    path: '/api/exam/exam/paging',
    auth: 'user',
    request: ExamPagingBodySchema,
    answer: pageOf(ExamRowSchema),
    summary: '考试分页（管理员全部；学员为范围内开放的考试及我的成绩）',
  }),
  pagingSelExam: endpoint({
    path: '/api/exam/exam/pagingSelExam',
    auth: PICKER_AUTH.exam,
    request: ExamPagingBodySchema,
    answer: pageOf(ExamStaffRowSchema),
    summary: '考试选择器分页（params.excludes）',
  }),
  delete: endpoint({
    path: '/api/exam/exam/delete',
    auth: Perm.exam.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除考试（有考生考试中时拒绝）',
  }),
  state: endpoint({
    path: '/api/exam/exam/state',
    auth: Perm.exam.state,
    request: StateBodySchema,
    answer: NoAnswer,
    summary: '启用（0）或禁用（1）考试',
  }),
  prepareNotify: endpoint({
    path: '/api/exam/exam/prepare-notify',
    auth: Perm.exam.notify,
    request: IdBodySchema,
    answer: ExamNotifyResultSchema,
    summary: '给考试范围内的学员发送考试通知',
  }),
  preview: endpoint({
    path: '/api/exam/exam/preview',
    auth: { any: [Perm.exam.add, Perm.exam.edit, Perm.examTmpl.add, Perm.examTmpl.edit] },
    request: ExamPreviewBodySchema,
    answer: ExamPreviewSchema,
    summary: '预览组卷（抽一次，不保存）',
  }),
  checkInfo: endpoint({
    path: '/api/exam/exam/check-info',
    auth: 'user',
    request: ExamEntryBodySchema,
    answer: ExamCheckResultSchema,
    summary: '考前检查（时间、范围、次数、密码、人脸、申请）',
  }),
  tmplPaging: endpoint({
    path: '/api/exam/tmpl/paging',
    auth: Perm.examTmpl.list,
    request: ExamTmplPagingBodySchema,
    answer: pageOf(ExamTmplRowSchema),
    summary: '试卷模板分页',
  }),
  tmplDetail: endpoint({
    path: '/api/exam/tmpl/detail',
    auth: { any: [Perm.examTmpl.list, Perm.exam.add] },
    request: IdBodySchema,
    answer: ExamTmplDetailSchema,
    summary: '试卷模板详情',
  }),
  tmplSave: endpoint({
    path: '/api/exam/tmpl/save',
    auth: { any: [Perm.examTmpl.add, Perm.examTmpl.edit, Perm.exam.add] },
    request: SaveExamTmplBodySchema,
    answer: SavedIdAnswer,
    summary: '保存试卷模板',
  }),
  tmplDelete: endpoint({
    path: '/api/exam/tmpl/delete',
    auth: Perm.examTmpl.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除试卷模板（已建考试不受影响）',
  }),
  applySave: endpoint({
    path: '/api/exam/apply/save',
    auth: 'user',
    request: ExamApplyBodySchema,
    answer: NoAnswer,
    summary: '提交考试申请',
  }),
  applyPaging: endpoint({
    path: '/api/exam/apply/paging',
    auth: Perm.exam.applyList,
    request: ExamApplyPagingBodySchema,
    answer: pageOf(ExamApplyRowSchema),
    summary: '考试申请分页',
  }),
  applyAudit: endpoint({
    path: '/api/exam/apply/audit',
    auth: Perm.exam.applyAudit,
    request: ExamApplyAuditBodySchema,
    answer: NoAnswer,
    summary: '审核考试申请（1 通过，2 驳回）并通知学员',
  }),
  recordMyPaging: endpoint({
    path: '/api/exam/record/my-paging',
    auth: 'user',
    request: MyRecordPagingBodySchema,
    answer: pageOf(ExamRecordRowSchema),
    summary: '我的成绩（每场考试的次数、最高分、最近得分、是否通过）',
  }),
  dashExamList: endpoint({
    path: '/api/stat/exam/dash-exam-list',
    auth: { any: [Perm.stat.view, Perm.exam.list] },
    request: DashExamPagingBodySchema,
    answer: pageOf(DashExamRowSchema),
    summary: '首页进行中的考试（考试中、已交卷人数）',
  }),
};
