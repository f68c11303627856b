import { VideoCameraOutlined } from '@ant-design/icons';
import { type CSSProperties, useEffect } from 'react';
import type { CameraState } from './use-camera';

export interface CameraViewProps {
  camera: CameraState;
  width: number | string;
  height: number | string;
  /** Frozen while a photo is compared. */
  paused?: boolean;
  style?: CSSProperties;
}

/** The camera's mirrored video (paused while comparing), or a grey 无摄像头 box when it failed. */
export function CameraView({ camera, width, height, paused, style }: CameraViewProps) {
  const failed = camera.status === 'error';
  const { videoRef, status } = camera;
  // The picture holds still while a photo is compared (docs/REQUIREMENTS.md#proctoring).
  useEffect(() => {
    const video = videoRef.current;
    if (!video || status !== 'ready') return;
    if (paused) video.pause();
    else void video.play().catch(() => undefined);
  }, [paused, status, videoRef]);
  return (
    <div
      style={{
        width,
        height,
        background: '#222',
        borderRadius: 6,
        overflow: 'hidden',
        position: 'relative',
        ...style,
      }}
    >
      <video
        ref={camera.videoRef}
        muted
        playsInline
        autoPlay
        data-testid="camera-video"
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: 'scaleX(-1)',
          display: failed ? 'none' : 'block',
        }}
      />
      {failed && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            background: '#9e9e9e',
            color: '#fff',
            gap: 6,
          }}
        >
          <VideoCameraOutlined style={{ fontSize: 28 }} />
          无摄像头
        </div>
      )}
    </div>
  );
}
