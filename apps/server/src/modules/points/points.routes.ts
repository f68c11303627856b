import { MyPointsPagingBodySchema } from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { pageMyPoints } from './points.service.ts';

/** The learner's points log (docs/REQUIREMENTS.md#points `/api/user/points/my-paging`). */
export const pointsRoutes = [
  route({
    url: '/api/user/points/my-paging',
    auth: 'user',
    body: MyPointsPagingBodySchema,
    summary: '我的积分记录（按标题搜索，最新在前）',
    handler: ({ app, session, body }) => pageMyPoints(app, session, body),
  }),
];
