import { CameraOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import type { LoadFaceDetector } from '@web/shared/face-tracking/detector';
import { FACE_REARM_MS, useFaceCapture } from '@web/shared/face-tracking/use-face-capture';
import { endpoints, type FaceCheckResult } from '@xuekao/contracts';
import { Alert, App, Button, Modal, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CameraView } from './camera-view';
import { examTexts } from './exam-texts';
import { m } from './messages';
import { useCamera } from './use-camera';

/** Compares a photo with the learner's face photo (docs/REQUIREMENTS.md#proctoring). */
export const validateFace = (photo: string) => call(endpoints.face.validateFace, { photo }, { silent: true });

/** Dialog width and the close delay after a pass (docs/REQUIREMENTS.md#proctoring). */
export const FACE_DIALOG_WIDTH = 540;
export const FACE_PASS_CLOSE_MS = 2000;

type Result = 'none' | 'pass' | 'fail';

export interface FaceCheckDialogProps {
  open: boolean;
  /** The comparison passed; the token lets the learner in. */
  onPass: (faceToken: string) => void;
  onCancel: () => void;
  /** Compares one photo (tests replace it). */
  check?: (photo: string) => Promise<Pick<FaceCheckResult, 'pass' | 'failMsg' | 'faceToken'>>;
  /** Loads the face detector (tests give a fake one). */
  loadDetector?: LoadFaceDetector;
}

/**
 * The face-check dialog (docs/REQUIREMENTS.md#proctoring): a face tracking camera; 2 s after a face is in view the
 * photo is taken and compared (the video locked); a pass shows 人脸比对成功！ and closes after 2 s handing back
 * the face token; a failure shows why and re-arms tracking. 拍照 takes one at once (without a camera: the
 * 无摄像头 image; without the detector it is the way to go on).
 */
export function FaceCheckDialog({ open, onPass, onCancel, check = validateFace, loadDetector }: FaceCheckDialogProps) {
  const { message } = App.useApp();
  const camera = useCamera(open);
  const [result, setResult] = useState<Result>('none');
  const [failMsg, setFailMsg] = useState('');
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const { snapshot } = camera;
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  useEffect(() => {
    if (open) {
      setResult('none');
      setFailMsg('');
    }
    return () => {
      for (const t of timers.current) clearTimeout(t);
      timers.current = [];
    };
  }, [open]);

  const compare = useCallback(async () => {
    try {
      const r = await check(snapshot());
      if (r.pass) {
        setResult('pass');
        return r.faceToken;
      }
      setResult('fail');
      setFailMsg(r.failMsg || examTexts.noFace);
    } catch (e) {
      setResult('fail');
      setFailMsg(e instanceof Error && e.message ? e.message : examTexts.noFace);
    }
    return null;
  }, [check, snapshot]);

  const passed = result === 'pass';
  const cycle = useFaceCapture({
    camera,
    enabled: open && !passed,
    intervalMs: null,
    withoutCamera: 'manual',
    loadDetector,
    capture: async () => {
      const token = await compare();
      if (token !== null) later(() => onPass(token), FACE_PASS_CLOSE_MS);
      else later(() => arm(), FACE_REARM_MS);
    },
  });
  const { phase, face, arm, captureNow } = cycle;
  const comparing = phase === 'comparing';
  const tracked = camera.status === 'ready';

  const cancel = () => {
    for (const t of timers.current) clearTimeout(t);
    if (!passed) message.info(examTexts.faceClosed());
    onCancel();
  };

  let prompt = m('facePrompt');
  if (phase === 'hold') prompt = examTexts.holdStill;
  else if (tracked && face === 'none') prompt = examTexts.noFace;

  return (
    <Modal
      title={m('faceTitle')}
      open={open}
      width={FACE_DIALOG_WIDTH}
      maskClosable={false}
      destroyOnHidden
      onCancel={cancel}
      footer={
        <Space>
          <Button onClick={cancel}>{m('cancel')}</Button>
          <Button
            type="primary"
            icon={<CameraOutlined />}
            loading={comparing}
            disabled={passed || phase === 'hold' || camera.status === 'loading'}
            onClick={captureNow}
            data-testid="face-take-photo"
          >
            {m('takePhoto')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <CameraView
          camera={camera}
          width="100%"
          height={360}
          paused={comparing || passed}
          face={tracked && !passed ? face : undefined}
        />
        {camera.status === 'error' && <Alert type="error" showIcon title={camera.error} />}
        {comparing && <Alert type="info" showIcon title={examTexts.comparing} />}
        {passed && <Alert type="success" showIcon title={examTexts.faceOk()} data-testid="face-pass" />}
        {result === 'fail' && !comparing && <Alert type="error" showIcon title={failMsg} data-testid="face-fail" />}
        {!comparing && !passed && camera.status !== 'error' && (
          <Alert type={face === 'none' ? 'warning' : 'info'} showIcon title={prompt} data-testid="face-prompt" />
        )}
      </Space>
    </Modal>
  );
}
