import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { newId } from '@server/lib/ids.ts';
import { sanitizeRichText } from '@server/lib/sanitize.ts';
import { findRecipients, insertMessages, type NewUserMsg } from './message.queries.ts';

/**
 * The message service: how every module (exams, marking, certificates, courses, user review) puts a
 * message in learners' message centre. One row per recipient in `sys_user_msg`, inserted in batches of
 * `MSG_INSERT_BATCH` rows per statement inside one transaction, so thousands of users cost a handful of
 * statements and a failure writes nothing. Unknown user ids are skipped.
 */

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

/** Longest message title; longer ones are cut. */
export const MSG_TITLE_MAX = 256;

/** Sends a message that comes from no template (title as plain text, content as rich text). */
export async function sendRawMessage(
  app: AppContext,
  input: SendRawMessageInput,
  db: DbOrTx = app.db,
): Promise<SendOutcome> {
  const recipients = await findRecipients(db, uniqueIds(input.userIds));
  const title = input.title.trim().slice(0, MSG_TITLE_MAX);
  const content = sanitizeRichText(input.content);
  const rows: NewUserMsg[] = recipients.map((u) => ({ id: newId(), userId: u.id, title, content, readState: 0 }));
  await writeMessages(db, rows);
  return { sent: rows.length };
}

export const uniqueIds = (ids: readonly string[]) => [...new Set(ids.map(String))];

/** Writes message rows in one transaction (batched inserts). */
export async function writeMessages(db: DbOrTx, rows: NewUserMsg[]): Promise<void> {
  if (!rows.length) return;
  await db.transaction((tx) => insertMessages(tx, rows));
}
