import { defineMessages } from '@web/i18n/core';

/** Texts of the uploaders (docs/REQUIREMENTS.md#uploads); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('upload', {
  prompt: '提示',
  uploadLimit: '每次只能上传 {limit} 个文件',
  uploadRemoveConfirm: '确定移除文件吗？',
  uploadSuccess: '上传成功！',
  uploadBadType: '只能上传 {types} 格式的文件！',
  uploadTooLarge: '文件大小不能超过 {size}！',
  upload: '上传',
  chooseFile: '选择文件',
  uploadImage: '上传图片',
  imageUnreadable: '图片无法读取',
  imageCompressFailed: '图片压缩失败',
});
