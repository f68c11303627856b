import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import {
  deleteNotifyTmpls,
  notifyTmplDetail,
  pageNotifyTmpls,
  saveNotifyTmpl,
  sendNotifyTmpl,
  setNotifyTmplState,
} from './notify-tmpl.service.ts';

const E = endpoints.notify;

export const notifyTmplRoutes = [
  route(E.paging, ({ app, body }) => pageNotifyTmpls(app, body)),
  route(E.detail, ({ app, body }) => notifyTmplDetail(app, body.id)),
  route(E.save, ({ app, session, body }) => saveNotifyTmpl(app, session, body)),
  route(E.state, async ({ app, body }) => {
    await setNotifyTmplState(app, body.ids, body.state);
    return null;
  }),
  route(E.delete, async ({ app, body }) => {
    await deleteNotifyTmpls(app, body.ids);
    return null;
  }),
  route(E.send, ({ app, session, body }) => sendNotifyTmpl(app, session, body)),
];
