import { english } from '@web/i18n';
import type { m } from './messages';

export default english<typeof m>('sys-sms', {
  notice:
    'Only the sending of each SMS is logged here, never its code. Codes of the development SMS channel go to the server log only (outside production).',
  mobile: 'Mobile',
  type: 'SMS type',
  channel: 'SMS channel',
  sendTime: 'Sent',
});
