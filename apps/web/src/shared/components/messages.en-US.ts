import { english } from '@web/i18n/core';
import type { m } from './messages';

export default english<typeof m>('shared-components', {
  enterCaptcha: 'Enter the captcha',
  captcha: 'Captcha',
  captchaRefresh: 'Hard to read? Click for a new one',
  captchaEmpty: 'Captcha cannot be empty!',
  captchaImageEmpty: 'Graphic captcha cannot be empty!',
  enterCaptchaImage: 'Enter the graphic captcha',
  password: 'password',
  enterSubject: 'Enter {subject}',
  enterSubjectAgain: 'Enter {subject} again',
  smsCodeEmpty: 'SMS code cannot be empty',
  enterSmsCode: 'Enter the SMS code',
  resendIn: 'Resend in {n} s',
  getSmsCode: 'Get code',
  smsSent: 'SMS sent, please check your phone!',
  sendSms: 'Send SMS',
  cancel: 'Cancel',
  mobileEmpty: 'Mobile number cannot be empty',
  loading: 'Loading',
});
