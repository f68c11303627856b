import { defineMessages } from '@web/i18n/core';

/** Texts of one of my certificates (/web/cert/detail/:id); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('learner-cert-detail', {
  missing: '数据不存在！',
  download: '下载证书',
  generating: '证书文件生成中',
  number: '证书编号',
  holder: '持证人',
  obtainedBy: '获得方式',
  sourceOf: '{type}：{source}',
  authority: '发证机构',
  obtainedTime: '获得时间',
  expireTime: '有效期至',
  forever: '长期有效',
  verifyUrl: '验证地址',
  stateValid: '有效',
  stateExpired: '已过期',
  stateRevoked: '已撤销',
});
