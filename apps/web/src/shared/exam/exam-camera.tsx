import { CameraOutlined } from '@ant-design/icons';
import { paperApi } from '@web/api/paper';
import type { CaptureResult } from '@xuekao/contracts';
import { Button, Card, Space, Typography } from 'antd';
import { type CSSProperties, useCallback, useState } from 'react';
import { CameraView } from './camera-view';
import { examTexts } from './exam-texts';
import { useCamera } from './use-camera';
import { MINUTE_MS, useCaptureCycle } from './use-capture-cycle';

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
  style?: CSSProperties;
}

/**
 * The exam camera (docs/REQUIREMENTS.md#proctoring): a small watched preview that sends a JPEG every camInterval
 * minutes to /api/paper/capture/save and shows the face prompts of §8 as the capture's states. Without a
 * camera it says why, sends the grey 无摄像头 image instead and offers a manual 拍照.
 */
export function ExamCamera({
  paperId,
  camInterval,
  faceLimit,
  onBreak,
  send = paperApi.capture,
  style,
}: ExamCameraProps) {
  const camera = useCamera(true);
  const [result, setResult] = useState<CaptureResult | null>(null);
  const { snapshot } = camera;
  const capture = useCallback(async () => {
    const r = await send(paperId, snapshot());
    setResult(r);
    if (r.isBreak) onBreak(r);
  }, [send, paperId, snapshot, onBreak]);
  const { phase, captureNow } = useCaptureCycle({
    enabled: camera.status !== 'loading',
    intervalMs: Math.max(1, camInterval) * MINUTE_MS,
    firstDelayMs: 1000,
    capture,
  });

  const failed = Boolean(result && result.failCount > 0);
  // CaptureResult carries no comparison outcome; a server that adds `pass` gets the success text.
  const compared = (result as (CaptureResult & { pass?: boolean | null }) | null)?.pass === true;
  let prompt = examTexts.faceKeep();
  if (phase === 'hold') prompt = examTexts.holdStill;
  else if (phase === 'comparing') prompt = examTexts.comparing;
  else if (failed) prompt = examTexts.noFace;

  return (
    <Card size="small" data-testid="exam-camera" style={style} styles={{ body: { padding: 8 } }}>
      <CameraView camera={camera} width="100%" height={150} paused={phase === 'comparing'} />
      <Space orientation="vertical" size={2} style={{ width: '100%', marginTop: 6, fontSize: 12 }}>
        {camera.status === 'error' && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {camera.error}
          </Typography.Text>
        )}
        <Typography.Text style={{ fontSize: 12 }} type={failed && phase === 'watch' ? 'warning' : undefined}>
          {prompt}
        </Typography.Text>
        {result && phase === 'watch' && (
          <Typography.Text style={{ fontSize: 12 }} type={failed ? 'danger' : 'success'} data-testid="face-state">
            {failed ? examTexts.faceFailed(result.failCount, faceLimit) : compared ? examTexts.faceOk() : '照片已上传'}
          </Typography.Text>
        )}
        {camera.status === 'error' && (
          <Space size={4}>
            <Button size="small" icon={<CameraOutlined />} disabled={phase !== 'watch'} onClick={captureNow}>
              拍照
            </Button>
            <Button size="small" onClick={camera.retry}>
              重试摄像头
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
