import { CloseCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

/**
 * The error above a sign-in form (wrong password, expired captcha...), styled like an antd error Alert.
 * Plain markup because the sign-in pages are held to a weight budget (bench/bundle.ts).
 */
export function FormError({ text, testId }: { text: string; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      data-testid={testId}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        marginBottom: 20,
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorErrorBorder}`,
        background: token.colorErrorBg,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <CloseCircleFilled style={{ color: token.colorError, marginTop: 4 }} />
      <span>{text}</span>
    </div>
  );
}
