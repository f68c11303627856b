import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-repo-chapter', {
  no: 'No.',
  title: 'Chapter name',
  quCount: 'Questions',
  actions: 'Actions',
  back: 'Back',
  pageTitle: 'Chapters',
  pageTitleOf: 'Chapters - {title}',
  add: 'Add chapter',
  addTitle: 'Add chapter',
  editTitle: 'Edit chapter',
  titleRequired: 'The chapter name cannot be empty!',
});
