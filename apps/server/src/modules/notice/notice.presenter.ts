import type { DictCache } from '@server/context/dict-cache.ts';
import type { NoticeDetail, NoticeRecord } from '@xuekao/contracts';
import type { NoticeListRow, NoticeWithAuthor } from './notice.queries.ts';

/** A notice of a list. Call `await app.dict.ready()` first. */
export function presentNotice(r: NoticeListRow, dict: DictCache): NoticeRecord {
  return {
    id: r.id,
    title: r.title,
    state: r.state,
    state_dictText: dict.text('notice_state', r.state),
    createBy: r.createBy,
    createBy_dictText: r.authorName ?? '',
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}

export function presentNoticeDetail(r: NoticeWithAuthor, dict: DictCache): NoticeDetail {
  return { ...presentNotice(r, dict), content: r.content };
}
