import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('learner-cert-detail', {
  missing: 'The data does not exist!',
  download: 'Download certificate',
  generating: 'The certificate file is being generated',
  number: 'Certificate number',
  holder: 'Holder',
  obtainedBy: 'Obtained by',
  sourceOf: '{type}: {source}',
  authority: 'Issuing authority',
  obtainedTime: 'Obtained on',
  expireTime: 'Valid until',
  forever: 'No expiry',
  verifyUrl: 'Verification address',
  stateValid: 'Valid',
  stateExpired: 'Expired',
  stateRevoked: 'Revoked',
});
