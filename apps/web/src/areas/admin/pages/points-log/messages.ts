import { defineMessages } from '@web/i18n/core';

/** Texts of the points log and the adjust dialog; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('admin-points-log', {
  user: '用户',
  points: '积分',
  source: '来源',
  remark: '说明',
  time: '时间',
  actions: '操作',
  adjust: '调整',
  adjustPoints: '调整积分',
  userName: '账号/姓名',
  refExam: '考试',
  refCourse: '课程',
  refTrain: '训练',
  refSignIn: '登录',
  refManual: '人工调整',
  refBattle: '竞赛',
  adjusted: '积分调整成功！',
  chooseUser: '请选择用户！',
  notChosen: '未选择',
  pickUser: '选择用户',
  pointsHint: '正数为增加，负数为扣减',
  enterPoints: '请输入调整积分！',
  pointsNotZero: '调整积分不能为0！',
  reason: '调整原因',
  enterReason: '请输入调整原因！',
});
