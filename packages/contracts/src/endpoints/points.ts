import { MyPointsPagingBodySchema, PointsLogRowSchema } from '../schemas/points.ts';
import { endpoint, pageOf } from './define.ts';

/** The learner's points log (docs/REQUIREMENTS.md#points). */
export const points = {
  myPaging: endpoint({
    path: '/api/user/points/my-paging',
    auth: 'user',
    request: MyPointsPagingBodySchema,
    answer: pageOf(PointsLogRowSchema),
    summary: '我的积分记录（按标题搜索，最新在前）',
  }),
};
