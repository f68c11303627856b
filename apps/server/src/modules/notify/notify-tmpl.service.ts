import type { AppContext } from '@server/app-context.ts';
import { builtInTmplId, DEFAULT_NOTIFY_TEMPLATES } from '@server/db/seed/notify-templates.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { isBlankRichText, sanitizeRichText } from '@server/lib/sanitize.ts';
import { scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type NotifyTmplPagingBodySchema,
  type NotifyTmplRecord,
  type Page,
  Perm,
  type SaveNotifyTmplBodySchema,
  type SendNotifyTmplBodySchema,
  type SendResult,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { findUsersByIds } from '../user/user.queries.ts';
import { sendTemplate } from './notify-send.service.ts';
import { presentNotifyTmpl } from './notify-tmpl.presenter.ts';
import {
  deleteNotifyTmplsByIds,
  findNotifyTmplByCode,
  findNotifyTmpls,
  findNotifyTmplsByIds,
  getNotifyTmplById,
  insertNotifyTmpl,
  updateNotifyTmplById,
  updateNotifyTmplStateByIds,
} from './notify-tmpl.queries.ts';

type PagingBody = z.output<typeof NotifyTmplPagingBodySchema>;
type SaveBody = z.output<typeof SaveNotifyTmplBodySchema>;
type SendBody = z.output<typeof SendNotifyTmplBodySchema>;

const BUILT_IN_IDS = new Set(DEFAULT_NOTIFY_TEMPLATES.map((t) => builtInTmplId(t.code)));

export async function pageNotifyTmpls(app: AppContext, body: PagingBody): Promise<Page<NotifyTmplRecord>> {
  const [page] = await Promise.all([findNotifyTmpls(app.db, body, body.params), app.dict.ready()]);
  return mapPage(page, (r) => presentNotifyTmpl(r, app.dict));
}

export async function notifyTmplDetail(app: AppContext, id: string): Promise<NotifyTmplRecord> {
  const row = await getNotifyTmplById(app.db, id);
  await app.dict.ready();
  return presentNotifyTmpl(row, app.dict);
}

/**
 * Creates (`sys:tmpl:add`) or updates (`sys:tmpl:edit`) a template; the route admits either key and the
 * right one is checked here. Codes are unique; a built-in template keeps its code (modules send by it).
 */
export async function saveNotifyTmpl(app: AppContext, session: Session, body: SaveBody): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.notifyTmpl.edit : Perm.notifyTmpl.add);
  const content = sanitizeRichText(body.content);
  if (isBlankRichText(content)) throw AppError.badParams('模板内容不能为空！');
  const same = await findNotifyTmplByCode(app.db, body.code);
  if (same && same.id !== body.id) throw AppError.fail('模板编码已存在，请更换一个编码！');
  const fields = { code: body.code, title: body.title, content, remark: body.remark, state: body.state };
  if (body.id) {
    const old = await getNotifyTmplById(app.db, body.id);
    if (BUILT_IN_IDS.has(old.id) && old.code !== body.code) throw AppError.fail('系统内置模板的编码不能修改！');
    await updateNotifyTmplById(app.db, body.id, fields);
    return { id: body.id };
  }
  const id = newId();
  await insertNotifyTmpl(app.db, { id, ...fields });
  return { id };
}

/** Enables (0) or disables (1) templates; a disabled template sends nothing. */
export async function setNotifyTmplState(app: AppContext, ids: string[], state: number): Promise<void> {
  if (state !== 0 && state !== 1) throw AppError.badParams('状态不正确！');
  await updateNotifyTmplStateByIds(app.db, ids, state);
}

/** Deletes templates; built-in ones (the modules send by their codes) can be disabled but not deleted. */
export async function deleteNotifyTmpls(app: AppContext, ids: string[]): Promise<void> {
  const rows = await findNotifyTmplsByIds(app.db, ids);
  if (rows.some((r) => BUILT_IN_IDS.has(r.id))) throw AppError.fail('系统内置模板不能删除，可以将其停用！');
  await deleteNotifyTmplsByIds(app.db, ids);
}

/**
 * Sends an enabled template to chosen users (an administrator's manual notification). Staff message only
 * users within their data scope (issue 10): if any chosen user is outside it (or missing, which reads the
 * same), nothing is sent and the answer says how many.
 */
export async function sendNotifyTmpl(app: AppContext, session: Session, body: SendBody): Promise<SendResult> {
  const tmpl = await getNotifyTmplById(app.db, body.id);
  if (tmpl.state !== 0) throw AppError.fail('模板已停用，请先启用！');
  const scope = await scopeOf(app, session);
  if (scope.kind !== 'all') {
    const ids = [...new Set(body.userIds)];
    const found = await findUsersByIds(app.db, ids);
    const outside = ids.length - found.filter((u) => userInScope(scope, u)).length;
    if (outside > 0) {
      throw AppError.fail(
        `所选用户中有${outside}人不在您的管理范围内，只能给自己管理范围内的用户发送消息，请重新选择！`,
      );
    }
  }
  const out = await sendTemplate(app, tmpl, body.userIds, body.vars);
  if (out.sent === 0) throw AppError.fail('所选用户不存在！');
  return out;
}
