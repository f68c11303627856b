import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('admin-exam-tmpl', {
  tmplName: 'Template name',
  composeType: 'Composition',
  fixed: 'Fixed questions',
  byRules: 'Draw by rules',
  quCount: 'Questions',
  totalScore: 'Total score',
  remark: 'Remark',
  updateTime: 'Updated',
  actions: 'Actions',
  createExam: 'Create exam from it',
  editTitle: 'Edit paper template',
  addTitle: 'Add paper template',
  tmplNameRequired: 'Template name is required!',
  tmplNamePlaceholder: 'Enter the template name',
  optional: 'Optional',
});
