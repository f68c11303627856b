import { Perm } from '../permissions.ts';
import { SmsLogPagingBodySchema, SmsLogRecordSchema } from '../schemas/sms.ts';
import { endpoint, pageOf } from './define.ts';

/** The SMS log (staff). */
export const sms = {
  paging: endpoint({
    path: '/api/sys/sms/paging',
    auth: Perm.sms.list,
    request: SmsLogPagingBodySchema,
    answer: pageOf(SmsLogRecordSchema),
    summary: '短信发送记录（不含验证码）',
  }),
};
