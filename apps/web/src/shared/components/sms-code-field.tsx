import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { m } from './messages';

/**
 * The SMS code input with its 获取验证码 button, blocked by the 60 s resend countdown (docs/REQUIREMENTS.md#sign-in).
 * Used by the forgot-password page and the bind/unbind-mobile dialog.
 */
export function SmsCodeField({
  countdown,
  onSend,
  sending,
  label,
}: {
  countdown: { running: boolean; left: number };
  onSend: () => void;
  sending?: boolean;
  label?: string;
}) {
  return (
    <Form.Item label={label} required={Boolean(label)}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name="smsCode" noStyle rules={[{ required: true, whitespace: true, message: m('smsCodeEmpty') }]}>
          <Input
            name="smsCode"
            prefix={<MailOutlined />}
            placeholder={m('enterSmsCode')}
            maxLength={8}
            style={{ flex: 1 }}
          />
        </Form.Item>
        <Button onClick={onSend} loading={sending} disabled={countdown.running} style={{ width: 120 }}>
          {countdown.running ? m('resendIn', { n: countdown.left }) : m('getSmsCode')}
        </Button>
      </div>
    </Form.Item>
  );
}
