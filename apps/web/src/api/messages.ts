import { defineMessages } from '@web/i18n/core';

/**
 * Texts of the API helpers outside the entry (exam.ts, direct-upload.ts: the spec's cloud upload failures);
 * request.ts's texts are in core/messages.ts (entry). en-US in messages.en-US.ts (docs/I18N.md).
 */
export const m = defineMessages('api', {
  noExamDetail: '无权查看考试详情！',
  tokenAliyun: '获取上传令牌失败',
  tokenQcloud: '获取COS上传令牌失败',
  tokenQiniu: '获取七牛令牌失败',
  uploadAliyun: 'OSS上传失败',
  uploadQcloud: 'COS上传失败',
  uploadQiniu: '七牛上传失败',
  withReason: '{text}：{reason}',
  storageUnreachable: '无法连接存储服务',
  partAuthsMissing: '分块签名不足',
});
