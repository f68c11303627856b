import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ChangeEvent } from 'react';

interface CaptchaInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The captcha image address (see useCaptcha). */
  src: string;
  onRefresh: () => void;
  size?: 'large' | 'middle' | 'small';
  placeholder?: string;
}

/** A captcha text box with its image on the right; clicking the image loads a new one. */
export function CaptchaInput({ id, value, onChange, src, onRefresh, size, placeholder }: CaptchaInputProps) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        id={id}
        name="captchaValue"
        size={size}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value)}
        placeholder={placeholder ?? '请输入验证码'}
        prefix={<SafetyCertificateOutlined />}
        maxLength={8}
        autoComplete="off"
        style={{ flex: 1 }}
      />
      <img
        src={src}
        alt="验证码"
        title="看不清？点击刷新"
        onClick={onRefresh}
        data-testid="captcha-image"
        style={{
          width: 120,
          height: size === 'large' ? 40 : 32,
          cursor: 'pointer',
          borderRadius: 6,
          border: '1px solid #d9d9d9',
          objectFit: 'cover',
          background: '#f5f5f5',
        }}
      />
    </div>
  );
}
