import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('api', {
  noExamDetail: 'No permission to view the exam details!',
  tokenAliyun: 'Failed to get the upload token',
  tokenQcloud: 'Failed to get the COS upload token',
  tokenQiniu: 'Failed to get the Qiniu token',
  uploadAliyun: 'OSS upload failed',
  uploadQcloud: 'COS upload failed',
  uploadQiniu: 'Qiniu upload failed',
  withReason: '{text}: {reason}',
  storageUnreachable: 'Cannot reach the storage service',
  partAuthsMissing: 'Not enough part signatures',
});
