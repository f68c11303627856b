import { ExpandOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { examTexts } from './exam-texts';
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
            <Result
              icon={<ExpandOutlined />}
              title={title ?? '考试需要在全屏模式下进行'}
              subTitle="考试期间请保持全屏，退出全屏后需重新进入才能继续答题。"
              extra={
                <Button type="primary" size="large" onClick={() => void enter()} data-testid="enter-fullscreen">
                  进入全屏
                </Button>
              }
            />
          ) : (
            <Result status="warning" title={examTexts.fullscreenUnsupported()} />
          )}
        </div>
      )}
    </>
  );
}
