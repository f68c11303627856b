import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { joinUserRefs, pageUserRefs, removeUserRefs } from './user-ref.service.ts';

const E = endpoints.userRef;

export const userRefRoutes = [
  route(E.join, ({ app, session, body }) => joinUserRefs(app, session, body)),
  route(E.remove, ({ app, session, body }) => removeUserRefs(app, session, body)),
  route(E.list, ({ app, session, body }) => pageUserRefs(app, session, body)),
];
