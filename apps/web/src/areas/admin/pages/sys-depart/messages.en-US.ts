import { english } from '@web/i18n';
import type { m } from './messages';

export default english<typeof m>('sys-depart', {
  topLevel: 'Top level',
  editTitle: 'Edit department',
  addTitle: 'Add department',
  parent: 'Parent department',
  code: 'Department code',
  codeHint: 'Generated from the hierarchy, cannot be changed',
  name: 'Department name',
  nameRequired: 'Department name cannot be empty!',
  nameMax: 'Department name cannot exceed 64 characters!',
  namePlaceholder: 'Enter the department name',
  sort: 'Order',
  sortRequired: 'Order cannot be empty!',
  searchPlaceholder: 'Department name/code',
  actions: 'Actions',
  addChild: 'Add child',
  edit: 'Edit',
  remove: 'Delete',
  add: 'Add',
});
