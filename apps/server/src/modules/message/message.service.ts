import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { findNotifyTmplByCode, type NotifyTmplRow } from '../notify/notify-tmpl.queries.ts';
import { renderTemplate, type TemplateVars, templateKeys } from '../notify/render-template.ts';
import { findRecipients, insertMessages, type NewUserMsg } from './message.queries.ts';

/**
 * The message service: how every module (exams, marking, certificates, courses, user review) puts a
 * message in learners' message centre. One row per recipient in `sys_user_msg`, inserted in batches of
 * `MSG_INSERT_BATCH` rows per statement inside one transaction, so thousands of users cost a handful of
 * statements and a failure writes nothing. Unknown user ids are skipped.
 */

export interface SendMessageInput {
  /** Code of a template in `sys_notify_tmpl` (see `NotifyTmplCode`). */
  tmplCode: string;
  userIds: readonly string[];
  /** Values of the template's `${key}` placeholders; `realName` and `userName` default to each recipient's. */
  vars?: TemplateVars;
}

export interface SendRawMessageInput {
  userIds: readonly string[];
  title: string;
  /** Rich text; sanitized here. */
  content: string;
}

export interface SendOutcome {
  /** Messages written (recipients that exist). */
  sent: number;
}

/** Keys the service fills per recipient when the caller does not give them. */
const PER_USER_KEYS = ['realName', 'userName'] as const;
const TITLE_MAX = 256;

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
  const recipients = await findRecipients(db, unique(userIds));
  const used = templateKeys(tmpl.title, tmpl.content);
  const perUser = PER_USER_KEYS.some((k) => used.includes(k) && vars[k] === undefined);
  const once = perUser ? null : render(tmpl, vars);
  const rows: NewUserMsg[] = recipients.map((u) => {
    const { title, content } =
      once ?? render(tmpl, { realName: u.realName || u.userName, userName: u.userName, ...vars });
    return { id: newId(), userId: u.id, title, content, readState: 0 };
  });
  await write(db, rows);
  return { sent: rows.length };
}

/** Sends a message that comes from no template (title as plain text, content as rich text). */
export async function sendRawMessage(
  app: AppContext,
  input: SendRawMessageInput,
  db: DbOrTx = app.db,
): Promise<SendOutcome> {
  const recipients = await findRecipients(db, unique(input.userIds));
  const title = input.title.trim().slice(0, TITLE_MAX);
  const content = sanitizeRichText(input.content);
  const rows: NewUserMsg[] = recipients.map((u) => ({ id: newId(), userId: u.id, title, content, readState: 0 }));
  await write(db, rows);
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
    title: renderTemplate(tmpl.title, vars, { html: false }).slice(0, TITLE_MAX),
    content: sanitizeRichText(renderTemplate(tmpl.content, vars, { html: true })),
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids.map(String))];

async function write(db: DbOrTx, rows: NewUserMsg[]): Promise<void> {
  if (!rows.length) return;
  await db.transaction((tx) => insertMessages(tx, rows));
}
