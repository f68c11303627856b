import { defineMessages } from '@web/i18n/core';

/**
 * Texts of the small form widgets of the sign-in pages (captcha, password and SMS fields, the SMS captcha
 * popup, the page spinner) and of shared/form-rules.ts; kept apart from widgets/messages.ts because the
 * sign-in pages carry them in the entry (bench/bundle.ts budget). en-US in messages.en-US.ts (docs/I18N.md).
 */
export const m = defineMessages('shared-components', {
  enterCaptcha: '请输入验证码',
  captcha: '验证码',
  captchaRefresh: '看不清？点击刷新',
  captchaEmpty: '验证码不能为空！',
  captchaImageEmpty: '图形验证码不能为空！',
  enterCaptchaImage: '请输入图形验证码',
  password: '密码',
  enterSubject: '请输入{subject}',
  enterSubjectAgain: '请再次输入{subject}',
  smsCodeEmpty: '短信验证码不能为空',
  enterSmsCode: '请输入短信验证码',
  resendIn: '{n}秒后重发',
  getSmsCode: '获取验证码',
  smsSent: '短信发送成功，请查收手机短信！',
  sendSms: '发送短信',
  cancel: '取消',
  mobileEmpty: '手机号不能为空',
  loading: '加载中',
});
