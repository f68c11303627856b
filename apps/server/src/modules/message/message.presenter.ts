import type { DictCache } from '@server/context/dict-cache.ts';
import { sanitizeRichText } from '@server/lib/sanitize.ts';
import type { UserMsgDetail, UserMsgRecord } from '@xuekao/contracts';
import type { UserMsgListRow, UserMsgRow } from './message.queries.ts';

/** A message of the learner's list. Call `await app.dict.ready()` first. */
export function presentUserMsg(r: UserMsgListRow, dict: DictCache): UserMsgRecord {
  return {
    id: r.id,
    title: r.title,
    readState: r.readState,
    readState_dictText: dict.text('read_state', r.readState),
    createTime: r.createTime.toISOString(),
    readTime: r.readTime ? r.readTime.toISOString() : null,
  };
}

/**
 * A message with its content. The content was sanitized when it was written; it is sanitized again on
 * the way out so rows stored before template output was sanitized (or by any other writer) can never
 * carry script to the page that renders them as HTML.
 */
export function presentUserMsgDetail(r: UserMsgRow, dict: DictCache): UserMsgDetail {
  return { ...presentUserMsg(r, dict), content: sanitizeRichText(r.content) };
}
