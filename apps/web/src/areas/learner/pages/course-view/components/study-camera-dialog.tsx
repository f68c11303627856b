import { CameraOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { CameraView } from '@web/shared/exam/camera-view';
import { examTexts } from '@web/shared/exam/exam-texts';
import { useCamera } from '@web/shared/exam/use-camera';
import type { LoadFaceDetector } from '@web/shared/face-tracking/detector';
import { FACE_REARM_MS, useFaceCapture } from '@web/shared/face-tracking/use-face-capture';
import { type CaptureResult, endpoints } from '@xuekao/contracts';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { m } from '../messages';
import { studyTexts } from './study-texts';

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
  /** Loads the face detector (tests give a fake one). */
  loadDetector?: LoadFaceDetector;
}

const saveFace = (courseId: string, fileId: string, base64: string) =>
  call(endpoints.course.faceSave, { courseId, fileId, base64 }, { silent: true });

/**
 * The study camera (spec §4, §9), a face tracking camera shown over the paused player: the photo is taken
 * 2 s after a face is in view (video locked while compared) and posted to /api/course/face/save; without a
 * face the prompt shows and 'keep your face in the centre' repeats every 10 s. A pass closes it, a failure
 * shows the count and re-arms tracking, isBreak ends study. 拍照 takes one at once (without a camera it sends
 * the 无摄像头 image); without the face detector the photo is taken 2 s after the camera shows a picture.
 */
export function StudyCameraDialog({
  open,
  courseId,
  fileId,
  onPassed,
  onBreak,
  send = saveFace,
  loadDetector,
}: StudyCameraDialogProps) {
  const { message } = App.useApp();
  const camera = useCamera(open);
  const [failMsg, setFailMsg] = useState('');
  // The check cannot be made (no face photo on file, no face service): another photo would fail the same
  // way, so tracking is not re-armed; the learner acts first (the message says how), then 重新拍照.
  const [cannotCheck, setCannotCheck] = useState(false);
  const { snapshot, status } = camera;

  useEffect(() => {
    if (!open) {
      setFailMsg('');
      setCannotCheck(false);
    }
  }, [open]);

  const capture = useCallback(async () => {
    try {
      const r = await send(courseId, fileId, snapshot());
      setCannotCheck(false);
      if (r.isBreak) {
        onBreak(studyTexts.faceBreak(r.failCount));
        return;
      }
      if (r.failCount > 0) {
        // The server's reason (no face, another person, not live) before the count (issue 24).
        const count = studyTexts.faceFailed(r.failCount, r.failCount + r.faceChance);
        setFailMsg(r.msg ? `${r.msg} ${count}` : count);
        return;
      }
      setFailMsg('');
      void message.success(examTexts.faceOk());
      onPassed();
    } catch (e) {
      setCannotCheck(true);
      setFailMsg(e instanceof Error && e.message ? e.message : examTexts.noFace);
    }
  }, [send, courseId, fileId, snapshot, onBreak, onPassed, message]);

  const faceOut = useCallback(
    () => void message.warning({ content: studyTexts.faceKeep(), key: 'study-face-out' }),
    [message],
  );
  const { phase, face, captureNow, arm } = useFaceCapture({
    camera,
    enabled: open,
    intervalMs: null,
    withoutCamera: 'manual',
    onFaceOut: faceOut,
    loadDetector,
    capture,
  });
  // A failure re-arms tracking 5 s later (the count can be read): the next photo waits for the face again.
  const failed = failMsg !== '';
  useEffect(() => {
    if (!failed || cannotCheck || phase !== 'watch') return;
    const t = setTimeout(arm, FACE_REARM_MS);
    return () => clearTimeout(t);
  }, [failed, cannotCheck, phase, arm]);

  const tracked = status === 'ready';
  let prompt = studyTexts.faceKeep();
  if (phase === 'hold') prompt = examTexts.holdStill;
  else if (phase === 'comparing') prompt = examTexts.comparing;
  else if (tracked && face === 'none') prompt = examTexts.noFace;

  return (
    <Modal
      open={open}
      title={m('faceCapture')}
      width={540}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button
          type="primary"
          icon={<CameraOutlined />}
          disabled={phase === 'hold' || phase === 'comparing' || status === 'loading'}
          loading={phase === 'comparing'}
          onClick={captureNow}
        >
          {failed ? m('retakePhoto') : m('takePhoto')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <CameraView
          camera={camera}
          width="100%"
          height={300}
          paused={phase === 'comparing'}
          face={tracked ? face : undefined}
        />
        {camera.status === 'error' && <Alert type="error" showIcon title={camera.error} />}
        <Typography.Text type={prompt === examTexts.noFace ? 'warning' : undefined} data-testid="face-prompt">
          {prompt}
        </Typography.Text>
        {failed && <Alert type="error" showIcon data-testid="face-fail" title={failMsg} />}
      </Space>
    </Modal>
  );
}
