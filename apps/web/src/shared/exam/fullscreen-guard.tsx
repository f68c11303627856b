import { ExpandOutlined, WarningFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { examTexts } from './exam-texts';
import { m } from './messages';
import { useFullscreenGuard } from './use-fullscreen-guard';

export interface FullscreenGuardProps {
  enabled: boolean;
  /** Shown above the button (e.g. the exam title). */
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * Covers the page until it is fullscreen (the exam page): a mask with 进入全屏 and, without browser
 * support, 'you browser can not work'. Children render underneath all the time so answers keep state.
 */
/**
 * The mask's message: icon, title, text, action. Plain markup rather than antd Result, whose status
 * illustrations would weigh on the exam page's first download (bench/bundle.ts budgets).
 */
function MaskMessage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: ReactNode;
  text?: string;
  action?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '48px 32px', maxWidth: 560 }}>
      <div style={{ fontSize: 72, lineHeight: 1, marginBottom: 24 }}>{icon}</div>
      <div style={{ fontSize: token.fontSizeHeading3, color: token.colorTextHeading, marginBottom: 8 }}>{title}</div>
      {text && <div style={{ fontSize: token.fontSize, color: token.colorTextDescription }}>{text}</div>}
      {action && <div style={{ marginTop: 24 }}>{action}</div>}
    </div>
  );
}

export function FullscreenGuard({ enabled, title, children }: FullscreenGuardProps) {
  const { supported, fullscreen, enter } = useFullscreenGuard(enabled);
  const covered = enabled && (!supported || !fullscreen);
  return (
    <>
      {children}
      {covered && (
        <div
          data-testid="fullscreen-mask"
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: 999,
            background: 'rgba(255,255,255,0.98)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {supported ? (
            <MaskMessage
              icon={<ExpandOutlined style={{ color: 'var(--xk-primary, #1677ff)' }} />}
              title={title ?? m('fullscreenTitle')}
              text={m('fullscreenText')}
              action={
                <Button type="primary" size="large" onClick={() => void enter()} data-testid="enter-fullscreen">
                  {m('enterFullscreen')}
                </Button>
              }
            />
          ) : (
            <MaskMessage
              icon={<WarningFilled style={{ color: '#faad14' }} />}
              title={examTexts.fullscreenUnsupported()}
            />
          )}
        </div>
      )}
    </>
  );
}
