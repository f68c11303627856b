import { MobileOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { endpoints, SmsType } from '@xuekao/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { mobileRules } from '../form-rules';
import { useCaptcha } from '../hooks/use-captcha';
import { useCountdown } from '../hooks/use-countdown';
import { CaptchaInput } from './captcha-input';
import { m as formM } from './messages';
import { SmsCodeField } from './sms-code-field';
import { m } from './widgets/messages';

/** SMS resend block (docs/REQUIREMENTS.md#sign-in). */
const SMS_COUNTDOWN = 60;

interface BindForm {
  mobile: string;
  smsCode: string;
}

export interface BindMobileDialogProps {
  open: boolean;
  /** 'bind' a new mobile (smsType 1) or 'unbind' the current one (smsType 2). */
  mode: 'bind' | 'unbind';
  onClose: () => void;
  /** After the server accepted the change. */
  onDone: () => void;
  /**
   * Send through `direct-bind` / `direct-unbind` with mobile + smsCode (the learner's user centre, spec
   * learner-side "bind and unbind mobile dialog"); else `bind-mobile` / `unbind-mobile`. Same rules on the server.
   */
  direct?: boolean;
}

/**
 * Bind / unbind mobile (docs/REQUIREMENTS.md#sign-in): mobile, SMS code with 获取验证码; the graphic captcha is
 * asked in a popup before sending, then a 60 s countdown blocks re-sending (and closes that popup).
 */
export function BindMobileDialog({ open, mode, onClose, onDone, direct = false }: BindMobileDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BindForm>();
  const [captchaForm] = Form.useForm<{ captchaValue: string }>();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const smsType = mode === 'bind' ? SmsType.BIND : SmsType.UNBIND;
  const title = mode === 'bind' ? m('bindTitle') : m('unbindTitle');

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  // The captcha popup closes while the countdown runs (docs/REQUIREMENTS.md#sign-in).
  useEffect(() => {
    if (countdown.running) setCaptchaOpen(false);
  }, [countdown.running]);

  const askCaptcha = async () => {
    if (countdown.running) return;
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    captchaForm.resetFields();
    captcha.refresh();
    setCaptchaOpen(true);
  };

  const sendSms = async () => {
    let captchaValue: string;
    try {
      ({ captchaValue } = await captchaForm.validateFields());
    } catch {
      return;
    }
    setSending(true);
    try {
      await call(endpoints.auth.sms, {
        mobile: form.getFieldValue('mobile'),
        smsType,
        captchaKey: captcha.key,
        captchaValue: captchaValue.trim(),
      });
      message.success(formM('smsSent'));
      countdown.start(SMS_COUNTDOWN);
    } catch {
      captcha.refresh();
      captchaForm.setFieldValue('captchaValue', '');
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    let v: BindForm;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = { mobile: v.mobile.trim(), smsCode: v.smsCode.trim() };
      const e = endpoints.bind;
      if (direct) await call(mode === 'bind' ? e.directBind : e.directUnbind, body);
      else await call(mode === 'bind' ? e.bindMobile : e.unbindMobile, body);
      message.success(mode === 'bind' ? m('bindDone') : m('unbindDone'));
      onDone();
      onClose();
    } catch {
      // shown by the request helper
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Modal
        open={open}
        title={title}
        width={460}
        okText={m('ok')}
        cancelText={formM('cancel')}
        confirmLoading={saving}
        onOk={() => void submit()}
        onCancel={onClose}
        maskClosable={false}
        forceRender
      >
        <Form<BindForm> form={form} name={`${mode}-mobile`} layout="vertical" autoComplete="off">
          <Form.Item label={m('mobile')} name="mobile" rules={mobileRules()}>
            <Input name="mobile" prefix={<MobileOutlined />} placeholder={m('enterMobile')} maxLength={11} />
          </Form.Item>
          <SmsCodeField label={m('smsCode')} countdown={countdown} onSend={() => void askCaptcha()} />
        </Form>
      </Modal>
      <Modal
        open={captchaOpen}
        title={formM('enterCaptchaImage')}
        width={380}
        okText={formM('sendSms')}
        cancelText={formM('cancel')}
        confirmLoading={sending}
        onOk={() => void sendSms()}
        onCancel={() => setCaptchaOpen(false)}
        maskClosable={false}
        forceRender
      >
        <Form form={captchaForm} name={`${mode}-captcha`} autoComplete="off">
          <Form.Item
            name="captchaValue"
            rules={[{ required: true, whitespace: true, message: formM('captchaImageEmpty') }]}
          >
            <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} placeholder={formM('enterCaptchaImage')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
