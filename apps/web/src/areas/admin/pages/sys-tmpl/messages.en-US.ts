import { english } from '@web/i18n';
import type { m } from './messages';

export default english<typeof m>('sys-tmpl', {
  oneOnly: 'Pick one template at a time to send!',
  disabled: 'The template is disabled, enable it first!',
  searchLabel: 'Template title/code',
  state: 'State',
  code: 'Template code',
  title: 'Message title',
  vars: 'Variables',
  remark: 'Remark',
  updateTime: 'Updated',
  send: 'Send message',
  pickUser: 'Tick at least one user!',
  sent: 'Message sent to {n} users!',
  sendTitle: 'Send message: {title}',
  sendOk: 'Send',
  cancel: 'Cancel',
  chooseUsers: 'Choose users',
  picked: '{n} chosen',
  fillVar: 'Fill in {name}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is the message template syntax users type
  varValue: 'Value of ${{name}}',
  editTitle: 'Edit message template',
  addTitle: 'Add message template',
  codeRequired: 'Template code cannot be empty!',
  codePattern: 'Template code: letters, digits and underscores, starting with a letter!',
  codeHint: 'Modules send messages by code; built-in template codes cannot be changed',
  codePlaceholder: 'e.g. exam_publish',
  titleRequired: 'Template title cannot be empty!',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is the message template syntax users type
  titlePlaceholder: 'e.g. Exam notice: ${examTitle}',
  content: 'Message content',
  contentRequired: 'Template content cannot be empty!',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is the message template syntax users type
  contentHint: 'Insert variables with ${...}; ${realName} (name) and ${userName} (account) are filled per recipient',
  contentPlaceholder: 'Enter the message content',
  remarkPlaceholder: 'What the template is for and its variables',
  enabled: 'Enabled',
  stopped: 'Disabled',
});
