import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { bindInfo, bindMobile, directBind, directUnbind, unbindMobile } from './bind.service.ts';

const E = endpoints.bind;

export const bindRoutes = [
  route(E.bindInfo, ({ app, session }) => bindInfo(app, session)),
  route(E.bindMobile, async ({ app, session, body, req }) => {
    await bindMobile(app, session, body, req.ip);
    return null;
  }),
  route(E.unbindMobile, async ({ app, session, body, req }) => {
    await unbindMobile(app, session, body, req.ip);
    return null;
  }),
  route(E.directBind, async ({ app, session, body, req }) => {
    await directBind(app, session, body, req.ip);
    return null;
  }),
  route(E.directUnbind, async ({ app, session, body, req }) => {
    await directUnbind(app, session, body, req.ip);
    return null;
  }),
];
