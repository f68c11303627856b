import { CameraOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { CameraView } from '@web/shared/exam/camera-view';
import { examTexts } from '@web/shared/exam/exam-texts';
import { useCamera } from '@web/shared/exam/use-camera';
import { CAPTURE_HOLD_MS } from '@web/shared/exam/use-capture-cycle';
import { type CaptureResult, endpoints } from '@xuekao/contracts';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { studyTexts } from './study-texts';

type Phase = 'wait' | 'hold' | 'comparing' | 'fail';

export interface StudyCameraDialogProps {
  open: boolean;
  courseId: string;
  fileId: string;
  /** The photo passed: the dialog closes and study goes on. */
  onPassed: () => void;
  /** The server ended study (isBreak); the text says why. */
  onBreak: (msg: string) => void;
  /** Sends a photo (tests replace it). */
  send?: (courseId: string, fileId: string, base64: string) => Promise<CaptureResult>;
}

const saveFace = (courseId: string, fileId: string, base64: string) =>
  call(endpoints.course.faceSave, { courseId, fileId, base64 }, { silent: true });

/**
 * The study camera (spec §4, §9): shown over the paused player, it takes a photo 2 s after the camera is
 * ready (a manual 拍照 without a camera, which sends the 无摄像头 image) and posts it to
 * /api/course/face/save. A pass closes it, a failure shows the count and lets the learner try again,
 * isBreak ends study.
 */
export function StudyCameraDialog({
  open,
  courseId,
  fileId,
  onPassed,
  onBreak,
  send = saveFace,
}: StudyCameraDialogProps) {
  const { message } = App.useApp();
  const camera = useCamera(open);
  const [phase, setPhase] = useState<Phase>('wait');
  const [failMsg, setFailMsg] = useState('');
  const hold = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { snapshot, status } = camera;

  const capture = useCallback(async () => {
    setPhase('comparing');
    try {
      const r = await send(courseId, fileId, snapshot());
      if (r.isBreak) {
        onBreak(studyTexts.faceBreak(r.failCount));
        return;
      }
      if (r.failCount > 0) {
        setPhase('fail');
        setFailMsg(studyTexts.faceFailed(r.failCount, r.failCount + r.faceChance));
        return;
      }
      void message.success(examTexts.faceOk());
      onPassed();
    } catch (e) {
      setPhase('fail');
      setFailMsg(e instanceof Error && e.message ? e.message : examTexts.noFace);
    }
  }, [send, courseId, fileId, snapshot, onBreak, onPassed, message]);

  useEffect(() => {
    if (!open) {
      setPhase('wait');
      setFailMsg('');
    }
    return () => clearTimeout(hold.current);
  }, [open]);

  // the photo is taken 2 s after the camera shows a picture (spec §9: capture delay 2 s)
  useEffect(() => {
    if (!open || status !== 'ready' || phase !== 'wait') return;
    setPhase('hold');
    hold.current = setTimeout(() => void capture(), CAPTURE_HOLD_MS);
  }, [open, status, phase, capture]);

  let prompt = studyTexts.faceKeep();
  if (phase === 'hold') prompt = examTexts.holdStill;
  else if (phase === 'comparing') prompt = examTexts.comparing;

  return (
    <Modal
      open={open}
      title="学习人脸抓拍"
      width={540}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button
          type="primary"
          icon={<CameraOutlined />}
          disabled={phase === 'hold' || phase === 'comparing' || (status === 'loading' && phase === 'wait')}
          loading={phase === 'comparing'}
          onClick={() => void capture()}
        >
          {phase === 'fail' ? '重新拍照' : '拍照'}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <CameraView camera={camera} width="100%" height={300} paused={phase === 'comparing'} />
        {camera.status === 'error' && <Alert type="error" showIcon title={camera.error} />}
        <Typography.Text>{prompt}</Typography.Text>
        {phase === 'fail' && <Alert type="error" showIcon data-testid="face-fail" title={failMsg} />}
      </Space>
    </Modal>
  );
}
