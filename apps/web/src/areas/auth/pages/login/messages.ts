import { defineMessages } from '@web/i18n/core';

/** Texts of the face sign-in panel (lazy: loaded with the 刷脸登录 tab, not in the sign-in entry); en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('auth-face-login', {
  signInFailed: '登录失败，请稍后再试！',
  facePrompt: '请将人脸置于摄像头中央，识别到人脸后将自动拍照登录。',
  faceCaptchaFirst: '请输入验证码后开始识别。',
  faceCloser: '拍照开始后请慢慢靠近摄像头。',
  faceTurn: '拍照开始后请缓慢地向左再向右转头。',
  faceShooting: '正在拍摄，请按提示移动头部……',
  retryCamera: '重试摄像头',
  photoSignIn: '拍照登录',
  recognizeAgain: '重新识别',
  startRecognize: '开始识别',
});
