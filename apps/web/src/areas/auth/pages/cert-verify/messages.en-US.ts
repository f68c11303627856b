import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('auth-cert-verify', {
  title: 'Certificate verification',
  numberPlaceholder: 'Enter the certificate number',
  query: 'Verify',
  holder: 'Holder',
  certTitle: 'Certificate',
  number: 'Certificate number',
  grantDate: 'Issued on',
  expireDate: 'Valid until',
  authority: 'Issuing authority',
  forever: 'No expiry',
  stateValid: 'Valid',
  stateExpired: 'Expired',
  stateRevoked: 'Revoked',
  notFound: 'No certificate found',
  notFoundHint: 'Please check the certificate number and try again',
  failed: 'Verification failed',
  failedHint: 'Please try again later',
  confirmHint: "The holder's name is partly hidden. Enter the holder's full name to confirm it:",
  namePlaceholder: "Enter the holder's full name",
  confirm: 'Confirm',
  confirmed: 'Confirmed',
  nameMatches: 'The name matches: {name}',
  nameMismatch: "The name does not match this certificate's holder",
});
