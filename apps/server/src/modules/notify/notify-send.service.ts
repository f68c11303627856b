import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { newId } from '@server/lib/ids.ts';
import { sanitizeRichText } from '@server/lib/sanitize.ts';
import { findRecipients, type NewUserMsg } from '../message/message.queries.ts';
import { MSG_TITLE_MAX, type SendOutcome, uniqueIds, writeMessages } from '../message/message.service.ts';
import { findNotifyTmplByCode, type NotifyTmplRow } from './notify-tmpl.queries.ts';
import { renderTemplate, type TemplateVars, templateKeys } from './render-template.ts';

/**
 * Notifications by template: how every module (exams, marking, certificates, courses, user review) tells
 * learners something. The template (`sys_notify_tmpl`) is filled per recipient and written to the message
 * centre through the message service.
 */

export interface SendMessageInput {
  /** Code of a template in `sys_notify_tmpl` (see `NotifyTmplCode`). */
  tmplCode: string;
  userIds: readonly string[];
  /** Values of the template's `${key}` placeholders; `realName` and `userName` default to each recipient's. */
  vars?: TemplateVars;
}

/** Keys the service fills per recipient when the caller does not give them. */
const PER_USER_KEYS = ['realName', 'userName'] as const;

/**
 * Sends the template `tmplCode` to the users. A disabled template sends nothing (that is how an
 * administrator switches a kind of notification off); a missing one is logged and sends nothing, so a
 * deleted template never breaks the action that triggered the message. Pass `db` to write inside the
 * caller's transaction.
 */
export async function sendMessage(app: AppContext, input: SendMessageInput, db: DbOrTx = app.db): Promise<SendOutcome> {
  const tmpl = await findNotifyTmplByCode(db, input.tmplCode);
  if (!tmpl) {
    app.log.warn({ tmplCode: input.tmplCode }, '消息模板不存在，未发送消息');
    return { sent: 0 };
  }
  if (tmpl.state !== 0) return { sent: 0 };
  return sendTemplate(app, tmpl, input.userIds, input.vars ?? {}, db);
}

/** Sends a template row (already checked to be usable) to the users. */
export async function sendTemplate(
  app: AppContext,
  tmpl: Pick<NotifyTmplRow, 'title' | 'content'>,
  userIds: readonly string[],
  vars: TemplateVars,
  db: DbOrTx = app.db,
): Promise<SendOutcome> {
  const recipients = await findRecipients(db, uniqueIds(userIds));
  const used = templateKeys(tmpl.title, tmpl.content);
  const perUser = PER_USER_KEYS.some((k) => used.includes(k) && vars[k] === undefined);
  const once = perUser ? null : render(tmpl, vars);
  const rows: NewUserMsg[] = recipients.map((u) => {
    const { title, content } =
      once ?? render(tmpl, { realName: u.realName || u.userName, userName: u.userName, ...vars });
    return { id: newId(), userId: u.id, title, content, readState: 0 };
  });
  await writeMessages(db, rows);
  return { sent: rows.length };
}

/**
 * Fills a template for one recipient. The values are HTML-escaped, and the filled HTML is sanitized
 * again: escaping alone does not make a value safe inside an attribute (a template link whose href is
 * `${realName}` with a realName of `javascript:...`), and the template was sanitized with its
 * placeholders still in it.
 */
function render(tmpl: Pick<NotifyTmplRow, 'title' | 'content'>, vars: TemplateVars) {
  return {
    title: renderTemplate(tmpl.title, vars, { html: false }).slice(0, MSG_TITLE_MAX),
    content: sanitizeRichText(renderTemplate(tmpl.content, vars, { html: true })),
  };
}

/**
 * Sends the template to many users, each with their own values (a certificate number each), in three
 * statements whatever the number: the template, the recipients, one insert. Same rules as `sendMessage`.
 */
export async function sendMessageEach(
  app: AppContext,
  tmplCode: string,
  items: ReadonlyArray<{ userId: string; vars: TemplateVars }>,
): Promise<SendOutcome> {
  if (!items.length) return { sent: 0 };
  const tmpl = await findNotifyTmplByCode(app.db, tmplCode);
  if (!tmpl) {
    app.log.warn({ tmplCode }, '消息模板不存在，未发送消息');
    return { sent: 0 };
  }
  if (tmpl.state !== 0) return { sent: 0 };
  const byId = new Map((await findRecipients(app.db, uniqueIds(items.map((i) => i.userId)))).map((u) => [u.id, u]));
  const rows: NewUserMsg[] = [];
  for (const item of items) {
    const u = byId.get(item.userId);
    if (!u) continue;
    const { title, content } = render(tmpl, { realName: u.realName || u.userName, userName: u.userName, ...item.vars });
    rows.push({ id: newId(), userId: u.id, title, content, readState: 0 });
  }
  await writeMessages(app.db, rows);
  return { sent: rows.length };
}
