import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { deleteMyMessages, markMyMessagesRead, pageMyMessages, readMyMessage } from './inbox.service.ts';
import { countUnreadMessages } from './message.queries.ts';

const E = endpoints.message;

export const messageRoutes = [
  route(E.countUnread, ({ app, session }) => countUnreadMessages(app.db, session.userId)),
  route(E.paging, ({ app, session, body }) => pageMyMessages(app, session, body)),
  route(E.detailForRead, ({ app, session, body }) => readMyMessage(app, session, body.id)),
  route(E.markRead, async ({ app, session, body }) => {
    await markMyMessagesRead(app, session, body.ids);
    return null;
  }),
  route(E.delete, async ({ app, session, body }) => {
    await deleteMyMessages(app, session, body.ids);
    return null;
  }),
];
