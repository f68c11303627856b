import { z } from 'zod';
import { Perm } from '../permissions.ts';
import { StatExamDaySchema, StatLearnDaySchema, StatTotalsSchema, StatUserDaySchema } from '../schemas/stat.ts';
import { endpoint, NoInput } from './define.ts';

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
};
