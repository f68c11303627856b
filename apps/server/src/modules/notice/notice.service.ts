import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { isBlankRichText, sanitizeRichText } from '@server/lib/sanitize.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type NoticeDetail,
  type NoticePagingBodySchema,
  type NoticeRecord,
  NoticeState,
  type Page,
  Perm,
  type SaveNoticeBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { presentNotice, presentNoticeDetail } from './notice.presenter.ts';
import {
  deleteNoticesByIds,
  findNotices,
  getNoticeById,
  insertNotice,
  updateNoticeById,
  updateNoticeStateByIds,
} from './notice.queries.ts';

type PagingBody = z.output<typeof NoticePagingBodySchema>;
type SaveBody = z.output<typeof SaveNoticeBodySchema>;

/** Staff who manage notices see drafts; everyone else sees published notices only. */
async function seesDrafts(app: AppContext, session: Session): Promise<boolean> {
  const held = await app.permissions.of(session.roleIds);
  return held.has(Perm.notice.list) || held.has(Perm.notice.add) || held.has(Perm.notice.edit);
}

/**
 * One list for the notice card, the learner list and the admin table: the caller decides what is
 * visible. Without notice permissions `params.state` is ignored and only published notices answer.
 */
export async function pageNotices(app: AppContext, session: Session, body: PagingBody): Promise<Page<NoticeRecord>> {
  const state = (await seesDrafts(app, session)) ? body.params.state : NoticeState.PUBLISHED;
  const [page] = await Promise.all([findNotices(app.db, body, { title: body.params.title, state }), app.dict.ready()]);
  return mapPage(page, (r) => presentNotice(r, app.dict));
}

/** A notice to read; a draft does not exist for a caller who cannot manage notices. */
export async function noticeDetail(app: AppContext, session: Session, id: string): Promise<NoticeDetail> {
  const row = await getNoticeById(app.db, id);
  if (row.state !== NoticeState.PUBLISHED && !(await seesDrafts(app, session))) throw AppError.notFound();
  await app.dict.ready();
  return presentNoticeDetail(row, app.dict);
}

/**
 * Creates (needs `sys:notice:add`) or updates (needs `sys:notice:edit`) a notice. The route admits
 * either key; the right one is checked here. Content is sanitized before it is stored.
 */
export async function saveNotice(app: AppContext, session: Session, body: SaveBody): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.notice.edit : Perm.notice.add);
  const content = sanitizeRichText(body.content);
  if (isBlankRichText(content)) throw AppError.badParams('公告内容不能为空！');
  const fields = { title: body.title, content, state: body.state };
  if (body.id) {
    if (!(await updateNoticeById(app.db, body.id, fields))) throw AppError.notFound();
    return { id: body.id };
  }
  const id = newId();
  await insertNotice(app.db, { id, ...fields, createBy: session.userId });
  return { id };
}

/** Publishes (0) or withdraws to draft (1) the given notices. */
export async function setNoticeState(app: AppContext, ids: string[], state: number): Promise<void> {
  if (state !== NoticeState.PUBLISHED && state !== NoticeState.DRAFT) throw AppError.badParams('公告状态不正确！');
  await updateNoticeStateByIds(app.db, ids, state);
}

export async function deleteNotices(app: AppContext, ids: string[]): Promise<void> {
  await deleteNoticesByIds(app.db, ids);
}
