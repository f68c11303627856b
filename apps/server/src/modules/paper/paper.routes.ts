import {
  CaptureSaveBodySchema,
  CheckProcessBodySchema,
  ExamEntryBodySchema,
  FillAnswerBodySchema,
  IdBodySchema,
  LeaveIncrBodySchema,
  MarkFillBodySchema,
  PaperIdBodySchema,
  PaperPagingBodySchema,
  PaperQuBodySchema,
  Perm,
  WatchForceHandBodySchema,
  WatchPagingBodySchema,
  WatchWarnBodySchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { checkProcess, createPaper, fillAnswer, paperDetail, paperQuDetail } from './paper.service.ts';
import { saveCapture } from './paper-capture.service.ts';
import { handByLearner, leaveIncr } from './paper-hand.service.ts';
import { markFill, markFinish, markPaperDetail } from './paper-mark.service.ts';
import { paperResult } from './paper-result.service.ts';
import { forceHand, pagePapers, pageWatch, paperCaptures, warnExaminees } from './paper-watch.service.ts';

/** Papers (learner, own papers only), marking and ExamWatch (staff). See docs/EXAMS.md. */
export const paperRoutes = [
  route({
    url: '/api/paper/paper/create-paper',
    auth: 'user',
    body: ExamEntryBodySchema,
    summary: '开始考试：创建试卷，或继续进行中的试卷',
    handler: ({ app, session, body }) => createPaper(app, session, body),
  }),
  route({
    url: '/api/paper/paper/paper-detail',
    auth: 'user',
    body: PaperIdBodySchema,
    summary: '试卷详情与答题卡（不含答案）',
    handler: ({ app, session, body }) => paperDetail(app, session, body.id),
  }),
  route({
    url: '/api/paper/paper/qu-detail',
    auth: 'user',
    body: PaperQuBodySchema,
    summary: '试卷中的一道题（不含答案与解析）',
    handler: ({ app, session, body }) => paperQuDetail(app, session, body),
  }),
  route({
    url: '/api/paper/paper/fill-answer',
    auth: 'user',
    body: FillAnswerBodySchema,
    summary: '保存一道题的答案',
    handler: ({ app, session, body }) => fillAnswer(app, session, body),
  }),
  route({
    url: '/api/paper/paper/hand-exam',
    auth: 'user',
    body: PaperIdBodySchema,
    summary: '交卷（幂等）',
    handler: ({ app, session, body }) => handByLearner(app, session, body.id),
  }),
  route({
    url: '/api/paper/paper/paper-result',
    auth: 'user',
    body: PaperIdBodySchema,
    summary: '考试结果（交卷后且允许查看答案时含答案与解析）',
    handler: ({ app, session, body }) => paperResult(app, session, body.id),
  }),
  route({
    url: '/api/paper/paper/check-process',
    auth: 'user',
    body: CheckProcessBodySchema,
    summary: '进行中的试卷',
    handler: ({ app, session, body }) => checkProcess(app, session, body.examId),
  }),
  route({
    url: '/api/paper/paper/leave-incr',
    auth: 'user',
    body: LeaveIncrBodySchema,
    summary: '记录一次离开（超过次数由服务器强制交卷）',
    handler: ({ app, session, body }) => leaveIncr(app, session, body.paperId),
  }),
  route({
    url: '/api/paper/capture/save',
    auth: 'user',
    body: CaptureSaveBodySchema,
    summary: '考试抓拍（人脸比对，失败超过次数强制交卷）',
    handler: ({ app, session, body }) => saveCapture(app, session, body),
  }),
  route({
    url: '/api/paper/paper/paging',
    auth: 'user',
    body: PaperPagingBodySchema,
    summary: '考试记录（学员只看自己的）',
    handler: async ({ app, session, body }) =>
      pagePapers(app, session, body, (await app.permissions.of(session.roleIds)).has(Perm.exam.list)),
  }),
  route({
    url: '/api/paper/mark/paper-paging',
    auth: Perm.exam.mark,
    body: PaperPagingBodySchema,
    summary: '阅卷：试卷分页（params.examId、state）',
    handler: ({ app, session, body }) => pagePapers(app, session, body, true),
  }),
  route({
    url: '/api/paper/mark/paper-detail',
    auth: Perm.exam.mark,
    body: IdBodySchema,
    summary: '阅卷：试卷的主观题与作答',
    handler: ({ app, session, body }) => markPaperDetail(app, session, body.id),
  }),
  route({
    url: '/api/paper/mark/fill',
    auth: Perm.exam.mark,
    body: MarkFillBodySchema,
    summary: '阅卷：给一道主观题评分（0 至满分）',
    handler: ({ app, session, body }) => markFill(app, session, body),
  }),
  route({
    url: '/api/paper/mark/finish',
    auth: Perm.exam.mark,
    body: IdBodySchema,
    summary: '完成阅卷：计算总分与是否通过并通知学员',
    handler: ({ app, session, body }) => markFinish(app, session, body.id),
  }),
  route({
    url: '/api/exam/watch/paging',
    auth: Perm.exam.watch,
    body: WatchPagingBodySchema,
    summary: '考试监控：考生列表',
    handler: ({ app, session, body }) => pageWatch(app, session, body),
  }),
  route({
    url: '/api/exam/watch/warn',
    auth: Perm.exam.watch,
    body: WatchWarnBodySchema,
    summary: '考试监控：发送警告',
    handler: ({ app, session, body }) => warnExaminees(app, session, body),
  }),
  route({
    url: '/api/exam/watch/force-hand',
    auth: Perm.exam.watch,
    body: WatchForceHandBodySchema,
    summary: '考试监控：强制交卷',
    handler: ({ app, session, body }) => forceHand(app, session, body),
  }),
  route({
    url: '/api/exam/watch/captures',
    auth: Perm.exam.watch,
    body: LeaveIncrBodySchema,
    summary: '考试监控：一份试卷的抓拍照片',
    handler: ({ app, session, body }) => paperCaptures(app, session, body.paperId),
  }),
];
