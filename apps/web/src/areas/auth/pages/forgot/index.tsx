import { MobileOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { FormError } from '@web/areas/auth/components/form-error';
import { AuthTitle } from '@web/areas/auth/layout/auth-layout';
import { m } from '@web/areas/auth/messages';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { m as sharedM } from '@web/shared/components/messages';
import { PasswordFields } from '@web/shared/components/password-fields';
import { SmsCodeField } from '@web/shared/components/sms-code-field';
import { mobileRules } from '@web/shared/form-rules';
import { useCaptcha } from '@web/shared/hooks/use-captcha';
import { useCountdown } from '@web/shared/hooks/use-countdown';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

interface ForgotForm {
  mobile: string;
  captchaValue: string;
  smsCode: string;
  password: string;
  confirm: string;
}

/** smsType of the forgot-password SMS. */
const SMS_FORGOT = 3;
/** SMS resend block (docs/REQUIREMENTS.md#sign-in). */
const SMS_COUNTDOWN = 60;

/**
 * Forgot password: mobile, graphic captcha, SMS code, new password (docs/REQUIREMENTS.md#sign-in). Sending the SMS and
 * resetting the password each use up a captcha, so the image is renewed after each.
 */
export default function ForgotPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ForgotForm>();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const newCaptcha = () => {
    captcha.refresh();
    form.setFieldValue('captchaValue', '');
  };

  const sendSms = async () => {
    if (countdown.running) return;
    let fields: Pick<ForgotForm, 'mobile' | 'captchaValue'>;
    try {
      fields = await form.validateFields(['mobile', 'captchaValue']);
    } catch {
      return; // the form shows what is missing
    }
    const { mobile, captchaValue } = fields;
    setSending(true);
    setError(null);
    try {
      await call(endpoints.auth.sms, {
        mobile,
        smsType: SMS_FORGOT,
        captchaKey: captcha.key,
        captchaValue: captchaValue.trim(),
      });
      message.success(sharedM('smsSent'));
      countdown.start(SMS_COUNTDOWN);
    } catch {
      // request() has shown the server's message.
    } finally {
      // The SMS used up the captcha (or it was wrong): resetting the password needs a new one.
      newCaptcha();
      setSending(false);
    }
  };

  const onFinish = async (v: ForgotForm) => {
    setLoading(true);
    setError(null);
    try {
      await call(endpoints.auth.forgot, {
        mobile: v.mobile,
        smsCode: v.smsCode.trim(),
        password: v.password,
        confirm: v.confirm,
        captchaKey: captcha.key,
        captchaValue: v.captchaValue.trim(),
      });
      message.success(m('done'));
      navigate('/login', { replace: true });
    } catch (e) {
      newCaptcha();
      setError(e instanceof Error && e.message ? e.message : m('failed'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <AuthTitle>{m('forgotTitle')}</AuthTitle>
      {error && <FormError text={error} />}
      <Form<ForgotForm> form={form} name="forgot" size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item name="mobile" rules={mobileRules()}>
          <Input name="mobile" prefix={<MobileOutlined />} placeholder={m('enterMobile')} maxLength={11} />
        </Form.Item>
        <Form.Item
          name="captchaValue"
          rules={[{ required: true, whitespace: true, message: sharedM('captchaImageEmpty') }]}
        >
          <CaptchaInput
            src={captcha.src}
            onRefresh={captcha.refresh}
            size="large"
            placeholder={sharedM('enterCaptchaImage')}
          />
        </Form.Item>
        <SmsCodeField countdown={countdown} onSend={sendSms} sending={sending} />
        <PasswordFields subject={m('newPassword')} />
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {m('resetPassword')}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ textAlign: 'center', fontSize: 14 }}>
        {m('rememberPassword')}
        <Link to="/login">{m('backToLogin')}</Link>
      </div>
    </>
  );
}
