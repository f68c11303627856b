import { CameraOutlined } from '@ant-design/icons';
import { call, RequestError } from '@web/api/request';
import { FormError } from '@web/areas/auth/components/form-error';
import { useSite } from '@web/core/session';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { CameraView } from '@web/shared/exam/camera-view';
import { examTexts } from '@web/shared/exam/exam-texts';
import { useCamera } from '@web/shared/exam/use-camera';
import type { LoadFaceDetector } from '@web/shared/face-tracking/detector';
import { useFaceCapture } from '@web/shared/face-tracking/use-face-capture';
import { captchaRules } from '@web/shared/form-rules';
import { useCaptcha } from '@web/shared/hooks/use-captcha';
import {
  ErrorCode,
  endpoints,
  type FaceChallenge,
  type FaceInstruction,
  type FaceLoginBody,
  type SessionInfo,
} from '@xuekao/contracts';
import { Button, Form, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from './messages';
import { useAfterSignIn } from './use-after-sign-in';

export interface FaceLoginPanelProps {
  /** Sends the photo (tests replace it). */
  signIn?: (body: FaceLoginBody) => Promise<SessionInfo>;
  /** Asks for a challenge (tests replace it). */
  getChallenge?: () => Promise<FaceChallenge>;
  /** Loads the face detector (tests give a fake one). */
  loadDetector?: LoadFaceDetector;
}

const faceLogin = (body: FaceLoginBody) => call(endpoints.auth.faceLogin, body, { silent: true });
const faceChallenge = () => call(endpoints.auth.faceLoginChallenge, {}, { silent: true });
const INSTRUCTION: Record<FaceInstruction, 'faceCloser' | 'faceTurn'> = { closer: 'faceCloser', turn: 'faceTurn' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 刷脸登录 (docs/REQUIREMENTS.md#sign-in, switch faceLogin; live capture since issue 24): a face tracking
 * camera and a one-use challenge from the server (/face-login/challenge) whose instruction is shown (come
 * closer, or turn the head); 2 s after a face is in view the frames are taken `intervalMs` apart while the
 * learner follows it, then sent with the challenge (/api/sys/user/face-login, video locked); a match signs in
 * like the other tabs. A refusal shows the server's text and waits for 重新识别 (each try counts as a login
 * attempt and takes a new challenge); the graphic captcha is asked when the server wants one (switch
 * loginCaptcha or repeated failures). 拍照登录 takes the frames at once when the detector misses a face.
 */
export function FaceLoginPanel({
  signIn = faceLogin,
  getChallenge = faceChallenge,
  loadDetector,
}: FaceLoginPanelProps) {
  const site = useSite();
  const afterSignIn = useAfterSignIn();
  const [form] = Form.useForm<{ captchaValue?: string }>();
  const captcha = useCaptcha();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const showCaptcha = captchaAsked || Boolean(site?.loginCaptcha);
  const [running, setRunning] = useState(!showCaptcha);
  const [error, setError] = useState<string | null>(null);
  const camera = useCamera(true);
  const { snapshot } = camera;
  const [challenge, setChallenge] = useState<FaceChallenge | null>(null);
  const [shooting, setShooting] = useState(false);
  const [sending, setSending] = useState(false);
  const asking = useRef(false);

  const fail = useCallback((e: unknown) => {
    setError(e instanceof Error && e.message ? e.message : m('signInFailed'));
    setRunning(false);
  }, []);

  // A running tab holds a challenge: asked when it starts and after each try (each is used once).
  useEffect(() => {
    if (!running || challenge || asking.current) return;
    asking.current = true;
    getChallenge()
      .then(setChallenge, fail)
      .finally(() => {
        asking.current = false;
      });
  }, [running, challenge, getChallenge, fail]);

  const capture = useCallback(async () => {
    const ch = challenge ?? (await getChallenge().catch(() => null));
    if (!ch) return fail(new Error(m('signInFailed')));
    // The frames are taken while the learner follows the instruction; the video runs meanwhile.
    setShooting(true);
    const frames: string[] = [];
    for (let i = 0; i < Math.max(2, ch.frames); i++) {
      if (i > 0) await sleep(ch.intervalMs);
      frames.push(snapshot());
    }
    setShooting(false);
    setChallenge(null);
    const body: FaceLoginBody = { challengeId: ch.challengeId, frames };
    if (showCaptcha) {
      Object.assign(body, { captchaKey: captcha.key, captchaValue: form.getFieldValue('captchaValue')?.trim() });
    }
    setSending(true);
    try {
      const session = await signIn(body);
      setError(null);
      afterSignIn(session);
    } catch (e) {
      const asked = e instanceof RequestError && e.code === ErrorCode.CAPTCHA_WRONG;
      if (asked) setCaptchaAsked(true);
      if (asked || showCaptcha) {
        captcha.refresh();
        form.setFieldValue('captchaValue', '');
      }
      fail(e);
    } finally {
      setSending(false);
    }
  }, [challenge, getChallenge, snapshot, showCaptcha, captcha, form, signIn, afterSignIn, fail]);

  const { phase, face, captureNow } = useFaceCapture({
    camera,
    enabled: running,
    intervalMs: null,
    withoutCamera: 'manual',
    loadDetector,
    capture,
  });

  const again = async () => {
    if (showCaptcha) {
      try {
        await form.validateFields();
      } catch {
        return;
      }
    }
    setError(null);
    setRunning(true);
  };

  const tracked = camera.status === 'ready';
  const instruction = challenge ? m(INSTRUCTION[challenge.instruction]) : '';
  let prompt = instruction ? `${m('facePrompt')} ${instruction}` : m('facePrompt');
  if (!running) prompt = showCaptcha && !error ? m('faceCaptchaFirst') : '';
  else if (shooting) prompt = m('faceShooting');
  else if (phase === 'hold') prompt = instruction ? `${examTexts.holdStill} ${instruction}` : examTexts.holdStill;
  else if (phase === 'comparing') prompt = examTexts.comparing;
  else if (tracked && face === 'none') prompt = examTexts.noFace;

  return (
    <div data-testid="face-login">
      {error && <FormError text={error} testId="face-login-error" />}
      <CameraView
        camera={camera}
        width="100%"
        height={240}
        paused={sending}
        face={tracked && running ? face : undefined}
      />
      <div style={{ margin: '8px 0 16px', minHeight: 22 }}>
        {camera.status === 'error' ? (
          <Typography.Text type="danger">{camera.error}</Typography.Text>
        ) : (
          <Typography.Text type={face === 'none' && running ? 'warning' : undefined} data-testid="face-prompt">
            {prompt}
          </Typography.Text>
        )}
      </div>
      {showCaptcha && (
        <Form form={form} name="face-login" size="large" autoComplete="off">
          <Form.Item name="captchaValue" rules={captchaRules}>
            <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} size="large" />
          </Form.Item>
        </Form>
      )}
      {camera.status === 'error' ? (
        <Button block size="large" onClick={camera.retry}>
          {m('retryCamera')}
        </Button>
      ) : running ? (
        <Button
          key="shoot"
          type="primary"
          block
          size="large"
          icon={<CameraOutlined />}
          loading={phase === 'comparing'}
          disabled={phase === 'hold' || camera.status !== 'ready' || !challenge}
          onClick={captureNow}
        >
          {m('photoSignIn')}
        </Button>
      ) : (
        <Button key="again" type="primary" block size="large" onClick={() => void again()}>
          {error ? m('recognizeAgain') : m('startRecognize')}
        </Button>
      )}
      <div style={{ height: 12 }} />
    </div>
  );
}
