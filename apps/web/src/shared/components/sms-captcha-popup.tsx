import { call } from '@web/api/request';
import { endpoints } from '@xuekao/contracts';
import { App, Form, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCaptcha } from '../hooks/use-captcha';
import { useCountdown } from '../hooks/use-countdown';
import { CaptchaInput } from './captcha-input';
import { m } from './messages';

/** SMS resend block (docs/REQUIREMENTS.md#sign-in). */
export const SMS_COUNTDOWN = 60;

export interface SmsSender {
  /** The 60 s resend countdown, for SmsCodeField. */
  countdown: { running: boolean; left: number };
  /** 获取验证码: validates the mobile, then asks the graphic captcha in a popup. */
  ask: () => void;
  /** The captcha popup; render it once next to the form. */
  popup: ReactNode;
}

/**
 * Sending an SMS code the way the bind-mobile dialog does (docs/REQUIREMENTS.md#sign-in): the graphic captcha is
 * asked in a popup first, 短信发送成功，请查收手机短信！ on success, then a 60 s countdown blocks re-sending and
 * closes the popup. `mobile` answers the validated mobile, or null when the form shows what is wrong.
 */
export function useSmsSender({
  smsType,
  mobile,
  name,
}: {
  smsType: number;
  mobile: () => Promise<string | null>;
  /** Form name of the popup (ids of its fields). */
  name: string;
}): SmsSender {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ captchaValue: string }>();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const target = useRef('');

  useEffect(() => {
    if (countdown.running) setOpen(false);
  }, [countdown.running]);
  // Rendered only once opened (no captcha image is generated for a page that never sends an SMS).
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const ask = async () => {
    if (countdown.running) return;
    const number = await mobile();
    if (!number) return;
    target.current = number;
    captcha.refresh();
    setOpen(true);
  };

  const send = async () => {
    let captchaValue: string;
    try {
      ({ captchaValue } = await form.validateFields());
    } catch {
      return;
    }
    setSending(true);
    try {
      await call(endpoints.auth.sms, {
        mobile: target.current,
        smsType,
        captchaKey: captcha.key,
        captchaValue: captchaValue.trim(),
      });
      message.success(m('smsSent'));
      countdown.start(SMS_COUNTDOWN);
    } catch {
      // The request helper showed the server's message; the captcha was used up.
      captcha.refresh();
      form.setFieldValue('captchaValue', '');
    } finally {
      setSending(false);
    }
  };

  const popup = (
    <Modal
      open={open}
      title={m('enterCaptchaImage')}
      width={380}
      okText={m('sendSms')}
      cancelText={m('cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={() => setOpen(false)}
      mask={{ closable: false }}
    >
      <Form form={form} name={name} autoComplete="off" onFinish={() => void send()}>
        <Form.Item name="captchaValue" rules={[{ required: true, whitespace: true, message: m('captchaImageEmpty') }]}>
          <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} placeholder={m('enterCaptchaImage')} />
        </Form.Item>
      </Form>
    </Modal>
  );

  return { countdown, ask: () => void ask(), popup };
}
