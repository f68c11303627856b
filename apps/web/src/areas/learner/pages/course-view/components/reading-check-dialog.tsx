import { authApi } from '@web/api/auth';
import { call } from '@web/api/request';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { exitFullscreen } from '@web/shared/exam/fullscreen';
import { randomKey } from '@web/shared/random-key';
import { endpoints, STUDY } from '@xuekao/contracts';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { m } from '../messages';
import { studyTexts } from './study-texts';

export interface ReadingCheckDialogProps {
  open: boolean;
  /** The check period in minutes (course checkSec, shown as timeMin). */
  timeMin: number;
  /** A right captcha: the page sends `check` on the socket and starts counting again. */
  onPassed: () => void;
  /** The 30 s grace ran out: study is broken off. */
  onMissed: () => void;
}

/**
 * The reading check (spec §4): when it opens fullscreen is left and a 30 s grace counts down; a right
 * captcha (checked through /api/common/captcha/check) passes, a wrong one shows the captcha text and a
 * new image, the end of the grace calls `onMissed`.
 */
export function ReadingCheckDialog({ open, timeMin, onPassed, onMissed }: ReadingCheckDialogProps) {
  const { message } = App.useApp();
  const [key, setKey] = useState(randomKey);
  const [src, setSrc] = useState('');
  const [value, setValue] = useState('');
  const [left, setLeft] = useState<number>(STUDY.CHECK_GRACE_SEC);
  const [busy, setBusy] = useState(false);
  const missed = useRef(onMissed);
  missed.current = onMissed;

  useEffect(() => {
    if (!open) return;
    const k = randomKey();
    setKey(k);
    setSrc(authApi.captchaUrl(k));
    setValue('');
    setLeft(STUDY.CHECK_GRACE_SEC);
    void exitFullscreen();
    const timer = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) {
          clearInterval(timer);
          setTimeout(() => missed.current(), 0);
          return 0;
        }
        return n - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [open]);

  const submit = async () => {
    const captchaValue = value.trim();
    if (!captchaValue) {
      void message.warning(studyTexts.captchaEmpty);
      return;
    }
    setBusy(true);
    try {
      const ok = await call(endpoints.captcha.check, { captchaKey: key, captchaValue }, { silent: true });
      if (ok) {
        onPassed();
        return;
      }
      void message.error(studyTexts.captchaWrong);
    } catch {
      void message.error(studyTexts.captchaWrong);
    } finally {
      setBusy(false);
    }
    setValue('');
    setSrc(authApi.captchaUrl(key));
  };

  return (
    <Modal
      open={open}
      title={m('readingCheck')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" loading={busy} onClick={submit}>
          {m('ok')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{m('studiedFor', { min: timeMin })}</Typography.Text>
        <Alert type="warning" showIcon data-testid="check-left" title={m('checkLeft', { n: left })} />
        <CaptchaInput value={value} onChange={setValue} src={src} onRefresh={() => setSrc(authApi.captchaUrl(key))} />
      </Space>
    </Modal>
  );
}
