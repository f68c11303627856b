import { Perm, SmsLogPagingBodySchema } from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { pageSmsLogs } from './sms.service.ts';

export const smsRoutes = [
  route({
    url: '/api/sys/sms/paging',
    auth: Perm.sms.list,
    body: SmsLogPagingBodySchema,
    summary: '短信发送记录（不含验证码）',
    handler: ({ app, body }) => pageSmsLogs(app, body),
  }),
];
