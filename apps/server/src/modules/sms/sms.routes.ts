import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { pageSmsLogs } from './sms.service.ts';

export const smsRoutes = [route(endpoints.sms.paging, ({ app, body }) => pageSmsLogs(app, body))];
