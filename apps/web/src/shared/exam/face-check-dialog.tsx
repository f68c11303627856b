import { CameraOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { endpoints, type FaceCheckResult } from '@xuekao/contracts';
import { Alert, App, Button, Modal, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CameraView } from './camera-view';
import { examTexts } from './exam-texts';
import { useCamera } from './use-camera';

/** Compares a photo with the learner's face photo (docs/REQUIREMENTS.md#proctoring). */
export const validateFace = (photo: string) => call(endpoints.face.validateFace, { photo }, { silent: true });

/** Dialog width and the close delay after a pass (docs/REQUIREMENTS.md#proctoring). */
export const FACE_DIALOG_WIDTH = 540;
export const FACE_PASS_CLOSE_MS = 2000;

type Phase = 'ready' | 'comparing' | 'pass' | 'fail';

export interface FaceCheckDialogProps {
  open: boolean;
  /** The comparison passed; the token lets the learner in. */
  onPass: (faceToken: string) => void;
  onCancel: () => void;
  /** Compares one photo (tests replace it). */
  check?: (photo: string) => Promise<Pick<FaceCheckResult, 'pass' | 'failMsg' | 'faceToken'>>;
}

/**
 * The face-check dialog (docs/REQUIREMENTS.md#proctoring): camera, 拍照, compare; a pass shows 人脸比对成功！ and closes
 * after 2 s handing back the face token; a failure shows why and lets the learner try again.
 */
export function FaceCheckDialog({ open, onPass, onCancel, check = validateFace }: FaceCheckDialogProps) {
  const { message } = App.useApp();
  const camera = useCamera(open);
  const [phase, setPhase] = useState<Phase>('ready');
  const [failMsg, setFailMsg] = useState('');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (open) {
      setPhase('ready');
      setFailMsg('');
    }
    return () => clearTimeout(closeTimer.current);
  }, [open]);

  const takePhoto = async () => {
    setPhase('comparing');
    try {
      const r = await check(camera.snapshot());
      if (r.pass) {
        setPhase('pass');
        closeTimer.current = setTimeout(() => onPass(r.faceToken), FACE_PASS_CLOSE_MS);
      } else {
        setPhase('fail');
        setFailMsg(r.failMsg || examTexts.noFace);
      }
    } catch (e) {
      setPhase('fail');
      setFailMsg(e instanceof Error ? e.message : examTexts.noFace);
    }
  };

  const cancel = () => {
    clearTimeout(closeTimer.current);
    if (phase !== 'pass') message.info(examTexts.faceClosed());
    onCancel();
  };

  return (
    <Modal
      title="人脸识别"
      open={open}
      width={FACE_DIALOG_WIDTH}
      maskClosable={false}
      destroyOnHidden
      onCancel={cancel}
      footer={
        <Space>
          <Button onClick={cancel}>取消</Button>
          <Button
            type="primary"
            icon={<CameraOutlined />}
            loading={phase === 'comparing'}
            disabled={phase === 'pass' || camera.status === 'loading'}
            onClick={() => void takePhoto()}
            data-testid="face-take-photo"
          >
            拍照
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <CameraView camera={camera} width="100%" height={360} paused={phase === 'comparing' || phase === 'pass'} />
        {camera.status === 'error' && <Alert type="error" showIcon title={camera.error} />}
        {phase === 'ready' && camera.status !== 'error' && (
          <Alert type="info" showIcon title="请将人脸置于摄像头中央，然后点击“拍照”进行人脸比对。" />
        )}
        {phase === 'comparing' && <Alert type="info" showIcon title={examTexts.comparing} />}
        {phase === 'pass' && <Alert type="success" showIcon title={examTexts.faceOk()} data-testid="face-pass" />}
        {phase === 'fail' && <Alert type="error" showIcon title={failMsg} data-testid="face-fail" />}
      </Space>
    </Modal>
  );
}
