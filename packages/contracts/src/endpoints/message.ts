import { z } from 'zod';
import { IdBodySchema, IdsBodySchema } from '../envelope.ts';
import { MsgPagingBodySchema, UserMsgDetailSchema, UserMsgRecordSchema } from '../schemas/notify.ts';
import { endpoint, NoAnswer, NoInput, pageOf } from './define.ts';

/** The learner's message centre: only the caller's own messages (docs/REQUIREMENTS.md#notices). */
export const message = {
  countUnread: endpoint({
    path: '/api/sys/user/msg/count-unread',
    auth: 'user',
    request: NoInput,
    answer: z.number().int(),
    summary: '未读消息数',
  }),
  paging: endpoint({
    path: '/api/sys/user/msg/paging',
    auth: 'user',
    request: MsgPagingBodySchema,
    answer: pageOf(UserMsgRecordSchema),
    summary: '我的消息分页（params.readState 0 未读，1 已读）',
  }),
  detailForRead: endpoint({
    path: '/api/sys/user/msg/detail-for-read',
    auth: 'user',
    request: IdBodySchema,
    answer: UserMsgDetailSchema,
    summary: '阅读消息（返回详情并标记已读）',
  }),
  markRead: endpoint({
    path: '/api/sys/user/msg/mark-read',
    auth: 'user',
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '标记已读',
  }),
  delete: endpoint({
    path: '/api/sys/user/msg/user-delete',
    auth: 'user',
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除我的消息',
  }),
};
