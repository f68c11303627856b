import { defineMessages } from '@web/i18n';

/** Texts of the message template page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('sys-tmpl', {
  oneOnly: '每次只能选择一个模板发送！',
  disabled: '模板已停用，请先启用！',
  searchLabel: '模板标题/编码',
  state: '状态',
  code: '模板编码',
  title: '消息标题',
  vars: '变量',
  remark: '备注',
  updateTime: '更新时间',
  send: '发送消息',
  pickUser: '请至少勾选一个用户！',
  sent: '消息已发送给 {n} 位用户！',
  sendTitle: '发送消息：{title}',
  sendOk: '发送',
  cancel: '取消',
  chooseUsers: '选择用户',
  picked: '已选 {n} 人',
  fillVar: '请填写 {name}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is the message template syntax users type
  varValue: '变量 ${{name}} 的值',
  editTitle: '修改消息模板',
  addTitle: '添加消息模板',
  codeRequired: '模板编码不能为空！',
  codePattern: '模板编码只能包含字母、数字和下划线，且以字母开头！',
  codeHint: '业务模块按编码发送消息，系统内置模板的编码不能修改',
  codePlaceholder: '如 exam_publish',
  titleRequired: '模板标题不能为空！',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is the message template syntax users type
  titlePlaceholder: '如 考试通知：${examTitle}',
  content: '消息内容',
  contentRequired: '模板内容不能为空！',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is the message template syntax users type
  contentHint: '使用 ${变量名} 插入变量；${realName}（姓名）和 ${userName}（账号）按收件人自动填写',
  contentPlaceholder: '请输入消息内容',
  remarkPlaceholder: '说明模板的用途和可用变量',
  enabled: '启用',
  stopped: '停用',
});
