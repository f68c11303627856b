import { defineMessages } from '@web/i18n/core';

/** Texts of the audio recorder and of recorded answers; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('recorder', {
  recordFailedOf: '操作失败，请检查设备是否具备录音功能！{name}：{msg}',
  recordSaved: '录音上传成功！',
  recReady: '准备就绪',
  recRecording: '录音中',
  recDone: '录音完成',
  recStart: '开始录音',
  recStop: '停止录音',
  clear: '清除',
  save: '保存',
  seconds: '{n} 秒',
  recordingN: '录音{n}',
  notAnswered: '（未作答）',
});
