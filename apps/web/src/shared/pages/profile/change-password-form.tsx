import { call } from '@web/api/request';
import { signOut } from '@web/app/auth-session';
import { t } from '@web/app/i18n';
import { confirmRules, oldPasswordRules, passwordRules } from '@web/shared/form-rules';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

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
      <Form.Item label="旧密码" name="oldPassword" rules={oldPasswordRules}>
        <Input.Password name="oldPassword" placeholder="请输入旧密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="新密码" name="password" rules={passwordRules}>
        <Input.Password name="password" placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码" name="confirm" dependencies={['password']} rules={confirmRules()}>
        <Input.Password name="confirm" placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          修改密码
        </Button>
      </Form.Item>
    </Form>
  );
}
