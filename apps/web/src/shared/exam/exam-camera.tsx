import { CameraOutlined } from '@ant-design/icons';
import { paperApi } from '@web/api/paper';
import type { LoadFaceDetector } from '@web/shared/face-tracking/detector';
import { useFaceCapture } from '@web/shared/face-tracking/use-face-capture';
import { FACE_OUT_MS } from '@web/shared/face-tracking/use-face-tracking';
import type { CaptureResult } from '@xuekao/contracts';
import { App, Button, Card, Space, Typography } from 'antd';
import { type CSSProperties, useCallback, useState } from 'react';
import { CameraView } from './camera-view';
import { examTexts } from './exam-texts';
import { m } from './messages';
import { useCamera } from './use-camera';
import { MINUTE_MS } from './use-capture-cycle';

/**
 * A due photo waits this long for a face, then is taken anyway: covering the camera does not skip a check
 * (the server counts a photo without a face as a failure).
 */
export const EXAM_SEEK_LIMIT_MS = FACE_OUT_MS;

export interface ExamCameraProps {
  paperId: string;
  /** Minutes between photos. */
  camInterval: number;
  /** Consecutive failures that hand the paper in. */
  faceLimit: number;
  /** The server handed the paper in for failed faces (isBreak). */
  onBreak: (result: CaptureResult) => void;
  /** Sends a photo (tests replace it). */
  send?: (paperId: string, base64: string) => Promise<CaptureResult>;
  /** The face-out event (every 10 s without a face); by default a warning to keep the face in view. */
  onFaceOut?: () => void;
  /** Also called at each face-out event (the exam page reports it to the server for ExamWatch). */
  reportFaceOut?: () => void;
  /** Loads the face detector (tests give a fake one). */
  loadDetector?: LoadFaceDetector;
  style?: CSSProperties;
}

/**
 * The exam camera (docs/REQUIREMENTS.md#proctoring): a small face tracking preview. Every camInterval minutes a
 * photo is due: it is taken 2 s after a face is in view (or after 10 s without one) and sent as a JPEG to
 * /api/paper/capture/save, the video locked while it is compared; without a face the prompt shows and the
 * face-out warning repeats every 10 s. It never blocks answering. Without a camera it says why, sends the
 * grey 无摄像头 image instead and offers a manual 拍照; without the face detector photos are taken on time.
 */
export function ExamCamera({
  paperId,
  camInterval,
  faceLimit,
  onBreak,
  send = paperApi.capture,
  onFaceOut,
  reportFaceOut,
  loadDetector,
  style,
}: ExamCameraProps) {
  const { message } = App.useApp();
  const camera = useCamera(true);
  const [result, setResult] = useState<CaptureResult | null>(null);
  const { snapshot } = camera;
  const capture = useCallback(async () => {
    const r = await send(paperId, snapshot());
    setResult(r);
    if (r.isBreak) onBreak(r);
  }, [send, paperId, snapshot, onBreak]);
  const faceOut = useCallback(() => {
    reportFaceOut?.();
    if (onFaceOut) onFaceOut();
    else void message.warning({ content: examTexts.faceKeep(), key: 'exam-face-out' });
  }, [onFaceOut, reportFaceOut, message]);
  const { phase, face, captureNow } = useFaceCapture({
    camera,
    intervalMs: Math.max(1, camInterval) * MINUTE_MS,
    firstDelayMs: 1000,
    seekLimitMs: EXAM_SEEK_LIMIT_MS,
    trackEveryMs: 1000,
    onFaceOut: faceOut,
    loadDetector,
    capture,
  });
  const tracked = camera.status === 'ready';

  const failed = Boolean(result && result.failCount > 0);
  // CaptureResult carries no comparison outcome; a server that adds `pass` gets the success text.
  const compared = (result as (CaptureResult & { pass?: boolean | null }) | null)?.pass === true;
  let prompt = '';
  if (phase === 'hold') prompt = examTexts.holdStill;
  else if (phase === 'comparing') prompt = examTexts.comparing;
  else if (tracked ? face === 'none' : failed) prompt = examTexts.noFace;

  return (
    <Card size="small" data-testid="exam-camera" style={style} styles={{ body: { padding: 8 } }}>
      <CameraView
        camera={camera}
        width="100%"
        height={150}
        paused={phase === 'comparing'}
        face={tracked ? face : undefined}
      />
      <Space orientation="vertical" size={2} style={{ width: '100%', marginTop: 6, fontSize: 12 }}>
        {camera.status === 'error' && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {camera.error}
          </Typography.Text>
        )}
        <Typography.Text style={{ fontSize: 12 }} type="secondary">
          {examTexts.faceKeep()}
        </Typography.Text>
        {prompt && (
          <Typography.Text
            style={{ fontSize: 12 }}
            type={prompt === examTexts.noFace ? 'warning' : undefined}
            data-testid="face-prompt"
          >
            {prompt}
          </Typography.Text>
        )}
        {result && (phase === 'watch' || phase === 'seek') && (
          <Typography.Text style={{ fontSize: 12 }} type={failed ? 'danger' : 'success'} data-testid="face-state">
            {failed
              ? examTexts.faceFailed(result.failCount, faceLimit)
              : compared
                ? examTexts.faceOk()
                : m('photoUploaded')}
          </Typography.Text>
        )}
        {camera.status === 'error' && (
          <Space size={4}>
            <Button
              size="small"
              icon={<CameraOutlined />}
              disabled={phase === 'hold' || phase === 'comparing'}
              onClick={captureNow}
            >
              {m('takePhoto')}
            </Button>
            <Button size="small" onClick={camera.retry}>
              {m('retryCamera')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
