import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmRules, passwordRules } from '../form-rules';

/** A new password and its confirmation with the rules of docs/REQUIREMENTS.md#form-rules (registration and forgot-password pages). */
export function PasswordFields({ subject = '密码' }: { subject?: string }) {
  return (
    <>
      <Form.Item name="password" rules={passwordRules}>
        <Input.Password
          name="password"
          prefix={<LockOutlined />}
          placeholder={`请输入${subject}`}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={confirmRules()}>
        <Input.Password
          name="confirm"
          prefix={<LockOutlined />}
          placeholder={`请再次输入${subject}`}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
