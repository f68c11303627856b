import type { UserMsgDetail, UserMsgRecord } from '@xuekao/contracts';
import type { DictCache } from '../dic/dict-cache.ts';
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

export function presentUserMsgDetail(r: UserMsgRow, dict: DictCache): UserMsgDetail {
  return { ...presentUserMsg(r, dict), content: r.content };
}
