import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-course-list', {
  title: 'Course name',
  openType: 'Open type',
  fileCount: 'Files',
  totalSec: 'Total time',
  time: 'Start/end time',
  state: 'State',
  actions: 'Actions',
  edit: 'Edit',
  stat: 'Study statistics',
  notify: 'Notify',
  notifyTitle: 'Course notice',
  notifyConfirm: 'Send a course notice to the learners “{title}” is open to?',
  send: 'Send',
  notified: 'Done! {count} notified',
});
