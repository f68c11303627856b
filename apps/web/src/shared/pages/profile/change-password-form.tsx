import { signOut } from '@web/api/auth-session';
import { call } from '@web/api/request';
import { t } from '@web/core/i18n';
import { confirmRules, oldPasswordRules, passwordRules } from '@web/shared/form-rules';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { m } from './messages';

interface PassForm {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** Logout delay after a password change (docs/REQUIREMENTS.md#sign-in). */
const LOGOUT_AFTER_PASSWORD_MS = 1500;

/** Change password (old, new, confirm); on success the user is told to log in again and logged out. */
export function ChangePasswordForm() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const onFinish = async (v: PassForm) => {
    setSaving(true);
    try {
      await call(endpoints.auth.updatePass, v);
      message.success(t('passwordChanged'));
      setTimeout(async () => {
        await signOut();
        navigate('/login', { replace: true });
      }, LOGOUT_AFTER_PASSWORD_MS);
    } catch {
      setSaving(false); // the request helper has shown the error
    }
  };

  return (
    <Form<PassForm> name="profile-pass" layout="vertical" style={{ maxWidth: 480 }} onFinish={onFinish}>
      <Form.Item label={m('oldPassword')} name="oldPassword" rules={oldPasswordRules}>
        <Input.Password name="oldPassword" placeholder={m('oldPasswordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={m('newPassword')} name="password" rules={passwordRules}>
        <Input.Password name="password" placeholder={m('newPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={m('confirmPassword')} name="confirm" dependencies={['password']} rules={confirmRules()}>
        <Input.Password name="confirm" placeholder={m('confirmPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {m('changePassword')}
        </Button>
      </Form.Item>
    </Form>
  );
}
