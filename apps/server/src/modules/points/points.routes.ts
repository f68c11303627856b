import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { pageMyPoints } from './points.service.ts';

/** The learner's points log (docs/REQUIREMENTS.md#points `/api/user/points/my-paging`). */
export const pointsRoutes = [
  route(endpoints.points.myPaging, ({ app, session, body }) => pageMyPoints(app, session, body)),
];
