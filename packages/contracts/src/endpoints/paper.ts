import { z } from 'zod';
import { IdBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { AnswerFileApplyBodySchema, AnswerFileResultSchema, AnswerKeySchema } from '../schemas/answer-file.ts';
import { ExamEntryBodySchema } from '../schemas/exam.ts';
import {
  ActionBreakResultSchema,
  CaptureResultSchema,
  CaptureSaveBodySchema,
  CheckProcessBodySchema,
  FillAnswerBodySchema,
  FillAnswerResultSchema,
  LeaveIncrBodySchema,
  LeaveResultSchema,
  MarkFillBodySchema,
  PaperDetailSchema,
  PaperIdBodySchema,
  PaperPagingBodySchema,
  PaperProcessSchema,
  PaperQuBodySchema,
  PaperQuDetailSchema,
  PaperRowSchema,
  WatchForceHandBodySchema,
  WatchPagingBodySchema,
  WatchWarnBodySchema,
} from '../schemas/paper.ts';
import { PaperResultSchema } from '../schemas/paper-result.ts';
import {
  MarkPaperDetailSchema,
  PaperCaptureSchema,
  WatchForceHandResultSchema,
  WatchRowSchema,
  WatchWarnResultSchema,
} from '../schemas/paper-watch.ts';
import { endpoint, NoInput, pageOf, SavedIdAnswer } from './define.ts';

/**
 * Papers (learner, own papers only), marking and ExamWatch (staff). See docs/EXAMS.md. While a paper is
 * in progress no answer carries a key; a result discloses per question only what PaperResultSchema allows.
 */
export const paper = {
  createPaper: endpoint({
    path: '/api/paper/paper/create-paper',
    auth: 'user',
    request: ExamEntryBodySchema,
    answer: SavedIdAnswer,
    summary: '开始考试：创建试卷，或继续进行中的试卷',
  }),
  paperDetail: endpoint({
    path: '/api/paper/paper/paper-detail',
    auth: 'user',
    request: PaperIdBodySchema,
    answer: PaperDetailSchema,
    summary: '试卷详情与答题卡（不含答案）',
  }),
  quDetail: endpoint({
    path: '/api/paper/paper/qu-detail',
    auth: 'user',
    request: PaperQuBodySchema,
    answer: PaperQuDetailSchema,
    summary: '试卷中的一道题（不含答案与解析）',
  }),
  fillAnswer: endpoint({
    path: '/api/paper/paper/fill-answer',
    auth: 'user',
    request: FillAnswerBodySchema,
    answer: FillAnswerResultSchema,
    summary: '保存一道题的答案',
  }),
  answerKey: endpoint({
    path: '/api/paper/paper/answer-key',
    auth: 'user',
    request: NoInput,
    answer: AnswerKeySchema,
    summary: '答案文件加密用的站点公钥（断网时答案文件只有服务器能打开）',
  }),
  handExam: endpoint({
    path: '/api/paper/paper/hand-exam',
    auth: 'user',
    request: PaperIdBodySchema,
    answer: PaperResultSchema,
    summary: '交卷（幂等）',
  }),
  paperResult: endpoint({
    path: '/api/paper/paper/paper-result',
    auth: 'user',
    request: PaperIdBodySchema,
    answer: PaperResultSchema,
    summary: '考试结果（交卷后且允许查看答案时含答案与解析）',
  }),
  checkProcess: endpoint({
    path: '/api/paper/paper/check-process',
    auth: 'user',
    request: CheckProcessBodySchema,
    answer: PaperProcessSchema.nullable(),
    summary: '进行中的试卷',
  }),
  leaveIncr: endpoint({
    path: '/api/paper/paper/leave-incr',
    auth: 'user',
    request: LeaveIncrBodySchema,
    answer: LeaveResultSchema,
    summary: '记录一次离开（超过次数由服务器强制交卷）',
  }),
  actionBreak: endpoint({
    path: '/api/paper/paper/action-break',
    auth: 'user',
    request: LeaveIncrBodySchema,
    answer: ActionBreakResultSchema,
    summary: '记录一次长时间无操作（每个检测间隔最多一次，超过次数由服务器强制交卷）',
  }),
  captureSave: endpoint({
    path: '/api/paper/capture/save',
    auth: 'user',
    request: CaptureSaveBodySchema,
    answer: CaptureResultSchema,
    summary: '考试抓拍（人脸比对，失败超过次数强制交卷）',
  }),
  paging: endpoint({
    path: '/api/paper/paper/paging',
    auth: 'user',
    request: PaperPagingBodySchema,
    answer: pageOf(PaperRowSchema),
    summary: '考试记录（学员只看自己的）',
  }),
  markPaging: endpoint({
    path: '/api/paper/mark/paper-paging',
    auth: Perm.exam.mark,
    request: PaperPagingBodySchema,
    answer: pageOf(PaperRowSchema),
    summary: '阅卷：试卷分页（params.examId、state）',
  }),
  markDetail: endpoint({
    path: '/api/paper/mark/paper-detail',
    auth: Perm.exam.mark,
    request: IdBodySchema,
    answer: MarkPaperDetailSchema,
    summary: '阅卷：试卷的主观题与作答',
  }),
  markFill: endpoint({
    path: '/api/paper/mark/fill',
    auth: Perm.exam.mark,
    request: MarkFillBodySchema,
    answer: MarkPaperDetailSchema,
    summary: '阅卷：给一道主观题评分（0 至满分）',
  }),
  markFinish: endpoint({
    path: '/api/paper/mark/finish',
    auth: Perm.exam.mark,
    request: IdBodySchema,
    answer: PaperResultSchema,
    summary: '完成阅卷：计算总分与是否通过并通知学员',
  }),
  markAnswerFile: endpoint({
    path: '/api/paper/mark/answer-file',
    auth: Perm.exam.mark,
    request: AnswerFileApplyBodySchema,
    answer: AnswerFileResultSchema,
    summary: '阅卷：上传考生的答案文件（按答题序号与截止时间规则计入，并记录）',
  }),
  watchPaging: endpoint({
    path: '/api/exam/watch/paging',
    auth: Perm.exam.watch,
    request: WatchPagingBodySchema,
    answer: pageOf(WatchRowSchema),
    summary: '考试监控：考生列表',
  }),
  watchWarn: endpoint({
    path: '/api/exam/watch/warn',
    auth: Perm.exam.watch,
    request: WatchWarnBodySchema,
    answer: WatchWarnResultSchema,
    summary: '考试监控：发送警告',
  }),
  watchForceHand: endpoint({
    path: '/api/exam/watch/force-hand',
    auth: Perm.exam.watch,
    request: WatchForceHandBodySchema,
    answer: WatchForceHandResultSchema,
    summary: '考试监控：强制交卷',
  }),
  watchAnswerFile: endpoint({
    path: '/api/exam/watch/answer-file',
    auth: Perm.exam.watch,
    request: AnswerFileApplyBodySchema,
    answer: AnswerFileResultSchema,
    summary: '考试监控：上传考生的答案文件（按答题序号与截止时间规则计入，并记录）',
  }),
  watchCaptures: endpoint({
    path: '/api/exam/watch/captures',
    auth: Perm.exam.watch,
    request: LeaveIncrBodySchema,
    answer: z.array(PaperCaptureSchema),
    summary: '考试监控：一份试卷的抓拍照片',
  }),
};
