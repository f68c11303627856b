import { defineMessages } from '@web/i18n/core';

/** Texts of the public certificate verification page (lazy: not in the sign-in entry); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('auth-cert-verify', {
  title: '证书验证',
  numberPlaceholder: '请输入证书编号',
  query: '查询',
  holder: '持证人',
  certTitle: '证书名称',
  number: '证书编号',
  grantDate: '发证日期',
  expireDate: '有效期至',
  authority: '发证机构',
  forever: '长期有效',
  stateValid: '有效',
  stateExpired: '已过期',
  stateRevoked: '已撤销',
  notFound: '未查询到该证书',
  notFoundHint: '请核对证书编号后重试',
  failed: '查询失败',
  failedHint: '请稍后再试',
  confirmHint: '持证人姓名已部分隐藏。输入持证人的完整姓名可核验：',
  namePlaceholder: '请输入持证人完整姓名',
  confirm: '核验',
  confirmed: '已核验',
  nameMatches: '姓名一致：{name}',
  nameMismatch: '姓名与该证书的持证人不一致',
});
