import { MobileOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { FormError } from '@web/areas/auth/components/form-error';
import { AuthTitle } from '@web/areas/auth/layout/auth-layout';
import { CaptchaInput } from '@web/shared/components/captcha-input';
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
      message.success('短信发送成功，请查收手机短信！');
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
      message.success('操作成功！');
      navigate('/login', { replace: true });
    } catch (e) {
      newCaptcha();
      setError(e instanceof Error && e.message ? e.message : '操作失败，请稍后再试！');
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <AuthTitle>找回密码</AuthTitle>
      {error && <FormError text={error} />}
      <Form<ForgotForm> form={form} name="forgot" size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item name="mobile" rules={mobileRules()}>
          <Input name="mobile" prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="captchaValue" rules={[{ required: true, whitespace: true, message: '图形验证码不能为空！' }]}>
          <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} size="large" placeholder="请输入图形验证码" />
        </Form.Item>
        <SmsCodeField countdown={countdown} onSend={sendSms} sending={sending} />
        <PasswordFields subject="新密码" />
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={loading}>
            重置密码
          </Button>
        </Form.Item>
      </Form>
      <div style={{ textAlign: 'center', fontSize: 14 }}>
        想起密码了？<Link to="/login">返回登录</Link>
      </div>
    </>
  );
}
