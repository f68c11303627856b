import { IdBodySchema, IdsBodySchema, MsgPagingBodySchema } from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { deleteMyMessages, markMyMessagesRead, pageMyMessages, readMyMessage } from './inbox.service.ts';
import { countUnreadMessages } from './message.queries.ts';

export const messageRoutes = [
  route({
    url: '/api/sys/user/msg/count-unread',
    auth: 'user',
    summary: '未读消息数',
    handler: ({ app, session }) => countUnreadMessages(app.db, session.userId),
  }),
  route({
    url: '/api/sys/user/msg/paging',
    auth: 'user',
    body: MsgPagingBodySchema,
    summary: '我的消息分页（params.readState 0 未读，1 已读）',
    handler: ({ app, session, body }) => pageMyMessages(app, session, body),
  }),
  route({
    url: '/api/sys/user/msg/detail-for-read',
    auth: 'user',
    body: IdBodySchema,
    summary: '阅读消息（返回详情并标记已读）',
    handler: ({ app, session, body }) => readMyMessage(app, session, body.id),
  }),
  route({
    url: '/api/sys/user/msg/mark-read',
    auth: 'user',
    body: IdsBodySchema,
    summary: '标记已读',
    handler: ({ app, session, body }) => markMyMessagesRead(app, session, body.ids),
  }),
  route({
    url: '/api/sys/user/msg/user-delete',
    auth: 'user',
    body: IdsBodySchema,
    summary: '删除我的消息',
    handler: ({ app, session, body }) => deleteMyMessages(app, session, body.ids),
  }),
];
