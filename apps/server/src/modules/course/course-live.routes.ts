import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { livePushInfo } from './live/course-live.service.ts';

const E = endpoints.live;

export const courseLiveRoutes = [route(E.pushInfo, ({ app, body }) => livePushInfo(app, body.id))];
