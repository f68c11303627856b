import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { call, RequestError } from '@web/api/request';
import { useSite } from '@web/app/session';
import { FormError } from '@web/areas/auth/components/form-error';
import { m } from '@web/areas/auth/messages';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { captchaRules } from '@web/shared/form-rules';
import { useCaptcha } from '@web/shared/hooks/use-captcha';
import { ErrorCode, endpoints, type LoginBody } from '@xuekao/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useAfterSignIn } from './use-after-sign-in';

interface LoginForm {
  username: string;
  password: string;
  captchaValue?: string;
}

/** Account and password, and a graphic captcha when the server asks for one (docs/REQUIREMENTS.md#sign-in). */
export function PasswordLoginForm() {
  const site = useSite();
  const afterSignIn = useAfterSignIn();
  const [form] = Form.useForm<LoginForm>();
  const captcha = useCaptcha();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const showCaptcha = captchaAsked || Boolean(site?.loginCaptcha);

  const onFinish = async (values: LoginForm) => {
    setLoading(true);
    setError(null);
    const body: LoginBody = { username: values.username.trim(), password: values.password };
    if (showCaptcha) Object.assign(body, { captchaKey: captcha.key, captchaValue: values.captchaValue?.trim() });
    try {
      afterSignIn(await call(endpoints.auth.login, body, { silent: true }));
    } catch (e) {
      const asked = e instanceof RequestError && e.code === ErrorCode.CAPTCHA_WRONG;
      if (asked) setCaptchaAsked(true);
      if (asked || showCaptcha) {
        captcha.refresh();
        form.setFieldValue('captchaValue', '');
      }
      setError(e instanceof Error && e.message ? e.message : m('signInFailed'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {error && <FormError text={error} testId="login-error" />}
      <Form<LoginForm> form={form} name="login" size="large" onFinish={onFinish} autoComplete="on">
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: m('enterAccount') }]}>
          <Input name="username" prefix={<UserOutlined />} placeholder={m('enterAccount')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: m('enterPassword') }]}>
          <Input.Password
            name="password"
            prefix={<LockOutlined />}
            placeholder={m('enterPassword')}
            autoComplete="current-password"
          />
        </Form.Item>
        {showCaptcha && (
          <Form.Item name="captchaValue" rules={captchaRules}>
            <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} size="large" />
          </Form.Item>
        )}
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {m('signIn')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
