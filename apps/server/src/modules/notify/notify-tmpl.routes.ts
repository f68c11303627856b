import {
  IdBodySchema,
  IdsBodySchema,
  NotifyTmplPagingBodySchema,
  Perm,
  SaveNotifyTmplBodySchema,
  SendNotifyTmplBodySchema,
  StateBodySchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import {
  deleteNotifyTmpls,
  notifyTmplDetail,
  pageNotifyTmpls,
  saveNotifyTmpl,
  sendNotifyTmpl,
  setNotifyTmplState,
} from './notify-tmpl.service.ts';

export const notifyTmplRoutes = [
  route({
    url: '/api/notify/tmpl/paging',
    auth: Perm.notifyTmpl.list,
    body: NotifyTmplPagingBodySchema,
    summary: '消息模板分页',
    handler: ({ app, body }) => pageNotifyTmpls(app, body),
  }),
  route({
    url: '/api/notify/tmpl/detail',
    auth: Perm.notifyTmpl.list,
    body: IdBodySchema,
    summary: '消息模板详情',
    handler: ({ app, body }) => notifyTmplDetail(app, body.id),
  }),
  route({
    url: '/api/notify/tmpl/save',
    auth: { any: [Perm.notifyTmpl.add, Perm.notifyTmpl.edit] },
    body: SaveNotifyTmplBodySchema,
    summary: '新增（sys:tmpl:add）或修改（sys:tmpl:edit）消息模板',
    handler: ({ app, session, body }) => saveNotifyTmpl(app, session, body),
  }),
  route({
    url: '/api/notify/tmpl/state',
    auth: Perm.notifyTmpl.edit,
    body: StateBodySchema,
    summary: '启用（0）或停用（1）消息模板；停用的模板不再发送消息',
    handler: ({ app, body }) => setNotifyTmplState(app, body.ids, body.state),
  }),
  route({
    url: '/api/notify/tmpl/delete',
    auth: Perm.notifyTmpl.delete,
    body: IdsBodySchema,
    summary: '删除消息模板（内置模板只能停用）',
    handler: ({ app, body }) => deleteNotifyTmpls(app, body.ids),
  }),
  route({
    url: '/api/notify/tmpl/send',
    auth: Perm.notifyTmpl.edit,
    body: SendNotifyTmplBodySchema,
    summary: '将模板消息发送给选定用户',
    handler: ({ app, session, body }) => sendNotifyTmpl(app, session, body),
  }),
];
