import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { pageMyPoints } from './points.service.ts';
import { adjustPoints, listPointsRules, pagePoints, savePointsRules } from './points-rule.service.ts';

const E = endpoints.points;

/** Points: the learner's log (docs/REQUIREMENTS.md#points), the rules and the staff log with adjustments. */
export const pointsRoutes = [
  route(E.myPaging, ({ app, session, body }) => pageMyPoints(app, session, body)),
  route(E.ruleList, ({ app }) => listPointsRules(app)),
  route(E.ruleSave, ({ app, body }) => savePointsRules(app, body)),
  route(E.paging, ({ app, session, body }) => pagePoints(app, session, body)),
  route(E.adjust, ({ app, session, body }) => adjustPoints(app, session, body)),
];
