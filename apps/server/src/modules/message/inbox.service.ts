import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { MsgPagingBodySchema, Page, UserMsgDetail, UserMsgRecord } from '@xuekao/contracts';
import type { z } from 'zod';
import { presentUserMsg, presentUserMsgDetail } from './message.presenter.ts';
import {
  countUserMessagesByIds,
  deleteUserMessagesByIds,
  findUserMessages,
  getUserMessage,
  markUserMessagesRead,
} from './message.queries.ts';

/**
 * The learner's message centre. Every call is limited to the caller's own messages: another user's
 * message does not exist for them (10010003), and a batch naming one changes nothing.
 */

type PagingBody = z.output<typeof MsgPagingBodySchema>;

export async function pageMyMessages(
  app: AppContext,
  session: Session,
  body: PagingBody,
): Promise<Page<UserMsgRecord>> {
  const [page] = await Promise.all([
    findUserMessages(app.db, session.userId, body, { readState: body.params.readState, title: body.params.title }),
    app.dict.ready(),
  ]);
  return mapPage(page, (r) => presentUserMsg(r, app.dict));
}

/** Opens a message: answers it with its content and marks it read. */
export async function readMyMessage(app: AppContext, session: Session, id: string): Promise<UserMsgDetail> {
  const row = await getUserMessage(app.db, session.userId, id);
  if (row.readState === 0) {
    await markUserMessagesRead(app.db, session.userId, [row.id]);
    row.readState = 1;
    row.readTime = new Date();
  }
  await app.dict.ready();
  return presentUserMsgDetail(row, app.dict);
}

async function assertOwnAll(app: AppContext, session: Session, ids: string[]): Promise<string[]> {
  const distinct = [...new Set(ids)];
  if ((await countUserMessagesByIds(app.db, session.userId, distinct)) !== distinct.length) throw AppError.notFound();
  return distinct;
}

export async function markMyMessagesRead(app: AppContext, session: Session, ids: string[]): Promise<void> {
  await markUserMessagesRead(app.db, session.userId, await assertOwnAll(app, session, ids));
}

export async function deleteMyMessages(app: AppContext, session: Session, ids: string[]): Promise<void> {
  await deleteUserMessagesByIds(app.db, session.userId, await assertOwnAll(app, session, ids));
}
