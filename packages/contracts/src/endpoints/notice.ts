import { IdBodySchema, IdsBodySchema, StateBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  NoticeDetailSchema,
  NoticePagingBodySchema,
  NoticeRecordSchema,
  SaveNoticeBodySchema,
} from '../schemas/notice.ts';
import { endpoint, NoAnswer, pageOf, SavedIdAnswer } from './define.ts';

/** Notices (docs/REQUIREMENTS.md#notices). */
export const notice = {
  paging: endpoint({
    path: '/api/sys/notice/paging',
    auth: 'user',
    request: NoticePagingBodySchema,
    answer: pageOf(NoticeRecordSchema),
    summary: '公告分页（学员只见已发布；公告管理员可按状态查看草稿）',
  }),
  detail: endpoint({
    path: '/api/sys/notice/detail',
    auth: 'user',
    request: IdBodySchema,
    answer: NoticeDetailSchema,
    summary: '公告详情（草稿仅公告管理员可见）',
  }),
  save: endpoint({
    path: '/api/sys/notice/save',
    auth: { any: [Perm.notice.add, Perm.notice.edit] },
    request: SaveNoticeBodySchema,
    answer: SavedIdAnswer,
    summary: '新增（sys:notice:add）或修改（sys:notice:edit）公告；内容在服务端净化',
  }),
  state: endpoint({
    path: '/api/sys/notice/state',
    auth: Perm.notice.edit,
    request: StateBodySchema,
    answer: NoAnswer,
    summary: '发布（0）或撤回为草稿（1）',
  }),
  delete: endpoint({
    path: '/api/sys/notice/delete',
    auth: Perm.notice.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除公告',
  }),
};
