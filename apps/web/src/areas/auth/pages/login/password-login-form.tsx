import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { FormError } from '@web/areas/auth/components/form-error';
import { type PasswordSignInValues, usePasswordSignIn } from '@web/areas/auth/hooks/use-password-sign-in';
import { m } from '@web/areas/auth/messages';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { captchaRules } from '@web/shared/form-rules';
import { Button, Form, Input } from 'antd';
import { useAfterSignIn } from './use-after-sign-in';

/** Account and password, and a graphic captcha when the server asks for one (docs/REQUIREMENTS.md#sign-in). */
export function PasswordLoginForm() {
  const { form, captcha, showCaptcha, error, loading, onFinish } = usePasswordSignIn(useAfterSignIn());

  return (
    <>
      {error && <FormError text={error} testId="login-error" />}
      <Form<PasswordSignInValues> form={form} name="login" size="large" onFinish={onFinish} autoComplete="on">
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
