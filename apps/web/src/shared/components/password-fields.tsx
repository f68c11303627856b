import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmRules, passwordRules } from '../form-rules';
import { m } from './messages';

/** A new password and its confirmation with the rules of docs/REQUIREMENTS.md#form-rules (registration and forgot-password pages). */
export function PasswordFields({ subject = m('password') }: { subject?: string }) {
  return (
    <>
      <Form.Item name="password" rules={passwordRules}>
        <Input.Password
          name="password"
          prefix={<LockOutlined />}
          placeholder={m('enterSubject', { subject })}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={confirmRules()}>
        <Input.Password
          name="confirm"
          prefix={<LockOutlined />}
          placeholder={m('enterSubjectAgain', { subject })}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
