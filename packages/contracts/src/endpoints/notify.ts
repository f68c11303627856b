import { IdBodySchema, IdsBodySchema, StateBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  NotifyTmplPagingBodySchema,
  NotifyTmplRecordSchema,
  SaveNotifyTmplBodySchema,
  SendNotifyTmplBodySchema,
  SendResultSchema,
} from '../schemas/notify.ts';
import { endpoint, NoAnswer, pageOf, SavedIdAnswer } from './define.ts';

/** Message templates, and sending one to chosen users (docs/REQUIREMENTS.md#notices). */
export const notify = {
  paging: endpoint({
    path: '/api/notify/tmpl/paging',
    auth: Perm.notifyTmpl.list,
    request: NotifyTmplPagingBodySchema,
    answer: pageOf(NotifyTmplRecordSchema),
    summary: '消息模板分页',
  }),
  detail: endpoint({
    path: '/api/notify/tmpl/detail',
    auth: Perm.notifyTmpl.list,
    request: IdBodySchema,
    answer: NotifyTmplRecordSchema,
    summary: '消息模板详情',
  }),
  save: endpoint({
    path: '/api/notify/tmpl/save',
    auth: { any: [Perm.notifyTmpl.add, Perm.notifyTmpl.edit] },
    request: SaveNotifyTmplBodySchema,
    answer: SavedIdAnswer,
    summary: '新增（sys:tmpl:add）或修改（sys:tmpl:edit）消息模板',
  }),
  state: endpoint({
    path: '/api/notify/tmpl/state',
    auth: Perm.notifyTmpl.edit,
    request: StateBodySchema,
    answer: NoAnswer,
    summary: '启用（0）或停用（1）消息模板；停用的模板不再发送消息',
  }),
  delete: endpoint({
    path: '/api/notify/tmpl/delete',
    auth: Perm.notifyTmpl.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除消息模板（内置模板只能停用）',
  }),
  send: endpoint({
    path: '/api/notify/tmpl/send',
    auth: Perm.notifyTmpl.edit,
    request: SendNotifyTmplBodySchema,
    answer: SendResultSchema,
    summary: '将模板消息发送给选定用户',
  }),
};
