import { defineMessages } from '@web/i18n/core';

/**
 * Texts of exam monitoring and the exam widgets (camera, face check, timer, full screen, apply dialog); the
 * Chinese is the spec's (docs/REQUIREMENTS.md#proctoring). en-US in messages.en-US.ts (docs/I18N.md).
 */
export const m = defineMessages('exam-shared', {
  leaveNotice: '本场考试已开启切屏监控，离开{limit}次将会强制交卷，请诚信考试！',
  leaveCount: '您已经离开{times}次，离开{limit}次将自动交卷',
  antiDebug: '不允许使用调试模式，系统将在3秒后跳转到首页！',
  camLoadFailed: '摄像头载入失败，请确认电脑上有摄像头且已允许网页访问！',
  camUnsupported: '您的浏览器不支持媒体访问，请升级浏览器！',
  noFace: '未识别到人脸，请将人脸置于摄像头中央！',
  holdStill: '很好，请保持这个姿势！',
  comparing: '正在比对，请稍候...',
  applyEmpty: '申请理由不能为空！',
  applySent: '审核已提交，管理员审核通过后可以直接开始考试！',
  adminWarn: '管理员警告',
  warning: '警告',
  ok: '确定',
  gotIt: '我知道了',
  cancel: '取消',
  leaveTitle: '切屏提醒',
  noCamera: '无摄像头',
  photoUploaded: '照片已上传',
  takePhoto: '拍照',
  retryCamera: '重试摄像头',
  faceTitle: '人脸识别',
  facePrompt: '请将人脸置于摄像头中央，识别到人脸后将自动拍照比对。',
  timeLeft: '剩余时间 {time}',
  fullscreenTitle: '考试需要在全屏模式下进行',
  fullscreenText: '考试期间请保持全屏，退出全屏后需重新进入才能继续答题。',
  enterFullscreen: '进入全屏',
  applyTitle: '申请考试',
  applySubmit: '提交申请',
  applyReason: '申请理由',
  applyReasonPlaceholder: '请输入申请理由',
  actionWarn: '您已较长时间没有操作，{n}秒后将记录一次“长时间无操作”！移动鼠标或按任意键继续答题。',
  actionTitle: '长时间无操作',
  actionCount: '您已{times}次长时间没有操作，达到{limit}次将自动交卷',
  actionRecorded: '您已{times}次长时间没有操作，已记录在试卷中',
});
