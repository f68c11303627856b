import { english } from '@web/i18n';
import type { m } from './messages';

export default english<typeof m>('sys-notice', {
  title: 'Title',
  state: 'Publishing state',
  openInNewWindow: 'Open in a new window',
  stateColumn: 'State',
  author: 'Published by',
  createTime: 'Created',
  updateTime: 'Updated',
  publish: 'Publish',
  withdraw: 'Back to draft',
  editTitle: 'Edit notice',
  addTitle: 'Add notice',
  titleRequired: 'Title cannot be empty!',
  titlePlaceholder: 'Enter the title',
  stateRequired: 'Choose the publishing state!',
  publishNow: 'Publish now',
  saveDraft: 'Save as draft',
  content: 'Content',
  contentRequired: 'Content cannot be empty!',
  contentPlaceholder: 'Enter the content',
});
