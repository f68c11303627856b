import { defineMessages } from '@web/i18n/core';

/** Texts of the exam applications page and its audit dialog; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-exam-apply', {
  exam: '考试',
  name: '姓名',
  dept: '部门',
  applyMsg: '申请理由',
  state: '状态',
  used: '已使用',
  auditMsg: '审核意见',
  times: '申请 / 审核时间',
  actions: '操作',
  approve: '通过',
  reject: '驳回',
  auditState: '审核状态',
  realName: '学员姓名',
  approveTitle: '审核通过',
  rejectTitle: '驳回申请',
  approveText: '通过选中的 {n} 条申请后，学员可以不经人脸核验和密码直接进入一次考试。',
  rejectText: '驳回选中的 {n} 条申请。',
  auditMsgLabel: '审核意见（选填，会通知学员）',
  chooseExam: '请选择考试',
  noExams: '暂无考试',
});
