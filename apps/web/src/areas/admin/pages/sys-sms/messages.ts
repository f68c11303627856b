import { defineMessages } from '@web/i18n';

/** Texts of the SMS log page; en-US in messages.en-US.ts (docs/I18N.md). */
export const m = defineMessages('sys-sms', {
  notice: '此处只记录短信发送记录，不显示验证码。开发短信通道的验证码只写入服务器日志（仅非生产环境）。',
  mobile: '手机号',
  type: '短信类型',
  channel: '短信通道',
  sendTime: '发送时间',
});
