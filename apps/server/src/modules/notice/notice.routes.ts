import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { deleteNotices, noticeDetail, pageNotices, saveNotice, setNoticeState } from './notice.service.ts';

const E = endpoints.notice;

export const noticeRoutes = [
  route(E.paging, ({ app, session, body }) => pageNotices(app, session, body)),
  route(E.detail, ({ app, session, body }) => noticeDetail(app, session, body.id)),
  route(E.save, ({ app, session, body }) => saveNotice(app, session, body)),
  route(E.state, async ({ app, body }) => {
    await setNoticeState(app, body.ids, body.state);
    return null;
  }),
  route(E.delete, async ({ app, body }) => {
    await deleteNotices(app, body.ids);
    return null;
  }),
];
