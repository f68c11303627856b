import { route } from '../../plugins/route-table.ts';
import { countUnreadMessages } from './message.queries.ts';

export const messageRoutes = [
  route({
    url: '/api/sys/user/msg/count-unread',
    auth: 'user',
    summary: '未读消息数',
    handler: ({ app, session }) => countUnreadMessages(app.db, session.userId),
  }),
];
