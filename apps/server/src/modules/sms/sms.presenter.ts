import type { DictCache } from '@server/context/dict-cache.ts';
import type { SmsLogRecord } from '@xuekao/contracts';
import type { SmsLogRow } from './sms.queries.ts';

/**
 * One SMS log row. Call `await app.dict.ready()` first. The code is never shown, not even from rows
 * written before codes stopped being stored.
 */
export function presentSmsLog(r: SmsLogRow, dict: DictCache): SmsLogRecord {
  return {
    id: r.id,
    mobile: r.mobile,
    smsType: r.smsType,
    smsType_dictText: dict.text('sms_type', r.smsType),
    code: '',
    provider: r.provider,
    createTime: r.createTime.toISOString(),
  };
}
