import type { DictCache } from '@server/context/dict-cache.ts';
import type { NotifyTmplRecord } from '@xuekao/contracts';
import type { NotifyTmplRow } from './notify-tmpl.queries.ts';
import { templateKeys } from './render-template.ts';

/** A message template as the admin sees it. Call `await app.dict.ready()` first. */
export function presentNotifyTmpl(r: NotifyTmplRow, dict: DictCache): NotifyTmplRecord {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    content: r.content,
    remark: r.remark,
    state: r.state,
    state_dictText: dict.text('state', r.state),
    keys: templateKeys(r.title, r.content),
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}
