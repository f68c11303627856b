import {
  IdBodySchema,
  IdsBodySchema,
  NoticePagingBodySchema,
  Perm,
  SaveNoticeBodySchema,
  StateBodySchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { deleteNotices, noticeDetail, pageNotices, saveNotice, setNoticeState } from './notice.service.ts';

export const noticeRoutes = [
  route({
    url: '/api/sys/notice/paging',
    auth: 'user',
    body: NoticePagingBodySchema,
    summary: '公告分页（学员只见已发布；公告管理员可按状态查看草稿）',
    handler: ({ app, session, body }) => pageNotices(app, session, body),
  }),
  route({
    url: '/api/sys/notice/detail',
    auth: 'user',
    body: IdBodySchema,
    summary: '公告详情（草稿仅公告管理员可见）',
    handler: ({ app, session, body }) => noticeDetail(app, session, body.id),
  }),
  route({
    url: '/api/sys/notice/save',
    auth: { any: [Perm.notice.add, Perm.notice.edit] },
    body: SaveNoticeBodySchema,
    summary: '新增（sys:notice:add）或修改（sys:notice:edit）公告；内容在服务端净化',
    handler: ({ app, session, body }) => saveNotice(app, session, body),
  }),
  route({
    url: '/api/sys/notice/state',
    auth: Perm.notice.edit,
    body: StateBodySchema,
    summary: '发布（0）或撤回为草稿（1）',
    handler: ({ app, body }) => setNoticeState(app, body.ids, body.state),
  }),
  route({
    url: '/api/sys/notice/delete',
    auth: Perm.notice.delete,
    body: IdsBodySchema,
    summary: '删除公告',
    handler: ({ app, body }) => deleteNotices(app, body.ids),
  }),
];
