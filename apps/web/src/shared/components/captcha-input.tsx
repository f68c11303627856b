import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import { m } from './messages';

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
        placeholder={placeholder ?? m('enterCaptcha')}
        prefix={<SafetyCertificateOutlined />}
        maxLength={8}
        autoComplete="off"
        style={{ flex: 1 }}
      />
      <img
        src={src}
        alt={m('captcha')}
        title={m('captchaRefresh')}
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
