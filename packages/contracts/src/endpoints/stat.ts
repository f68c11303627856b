import { z } from 'zod';
import { IdBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { StatExamDaySchema, StatLearnDaySchema, StatTotalsSchema, StatUserDaySchema } from '../schemas/stat.ts';
import {
  CourseDeptProgressSchema,
  ExamAnalysisExportBodySchema,
  ExamAnalysisSchema,
  ExamQuRateBodySchema,
  QuRateSchema,
  RepoQuRateBodySchema,
  RepoQuRateSchema,
} from '../schemas/stat-analysis.ts';
import { endpoint, FileAnswer, NoInput, pageOf } from './define.ts';

/**
 * Dashboard statistics (issue 13): totals and the last 7 days (today included, in the site's time zone),
 * within the caller's data scope. The week series read daily roll-ups, never raw rows.
 */
export const stat = {
  totalNumAll: endpoint({
    path: '/api/stat/total/num/all',
    auth: Perm.stat.view,
    request: NoInput,
    answer: StatTotalsSchema,
    summary: '首页总数（各模块仅在有列表权限且模块开启时计数；用户数限于数据范围）',
  }),
  userWeek: endpoint({
    path: '/api/stat/total/user/week',
    auth: Perm.stat.view,
    request: NoInput,
    answer: z.array(StatUserDaySchema),
    summary: '近7天用户：新增、活跃、总数（数据范围内）',
  }),
  examWeek: endpoint({
    path: '/api/stat/total/exam/week',
    auth: Perm.stat.view,
    request: NoInput,
    answer: z.array(StatExamDaySchema),
    summary: '近7天考试：有交卷的考试数、交卷人数、通过人数（数据范围内）',
  }),
  learnWeek: endpoint({
    path: '/api/stat/total/learn/week',
    auth: Perm.stat.view,
    request: NoInput,
    answer: z.array(StatLearnDaySchema),
    summary: '近7天学习：学习人数、完成课件人数、人均学习秒数（数据范围内）',
  }),
  // ------------------------------------------------------------ analysis pages (issue 13 item 3)
  examAnalysis: endpoint({
    path: '/api/stat/exam/analysis',
    auth: Perm.exam.list,
    request: IdBodySchema,
    answer: ExamAnalysisSchema,
    summary: '考试分析：参考人数、通过率、平均/最高/最低分、分数分布、部门对比、离开与人脸失败（数据范围内）',
  }),
  examQuRates: endpoint({
    path: '/api/stat/exam/qu-rates',
    auth: Perm.exam.list,
    request: ExamQuRateBodySchema,
    answer: pageOf(QuRateSchema),
    summary: '考试分析：每题正确率分页，最难的在前（数据范围内）',
  }),
  examExport: endpoint({
    path: '/api/stat/exam/export',
    auth: Perm.exam.list,
    request: ExamAnalysisExportBodySchema,
    answer: FileAnswer,
    raw: true,
    summary: '导出考试成绩（Excel，数据范围内的已交试卷）',
  }),
  courseDepts: endpoint({
    path: '/api/stat/course/depts',
    auth: Perm.course.stat,
    request: IdBodySchema,
    answer: z.array(CourseDeptProgressSchema),
    summary: '课程分析：各部门学习人数、完成人数、完成率、人均学习时长（数据范围内）',
  }),
  repoQuRates: endpoint({
    path: '/api/stat/repo/qu-rates',
    auth: Perm.repo.list,
    request: RepoQuRateBodySchema,
    answer: pageOf(RepoQuRateSchema),
    summary: '题库分析：每题在训练与考试中的正确率分页，最难的在前（数据范围内）',
  }),
};
