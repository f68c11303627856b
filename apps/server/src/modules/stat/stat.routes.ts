import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { examWeek, learnWeek, statTotals, userWeek } from './stat.service.ts';

const E = endpoints.stat;

export const statRoutes = [
  route(E.totalNumAll, ({ app, session }) => statTotals(app, session)),
  route(E.userWeek, ({ app, session }) => userWeek(app, session)),
  route(E.examWeek, ({ app, session }) => examWeek(app, session)),
  route(E.learnWeek, ({ app, session }) => learnWeek(app, session)),
];
