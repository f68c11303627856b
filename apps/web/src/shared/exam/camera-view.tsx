import { VideoCameraOutlined } from '@ant-design/icons';
import type { FaceTrackState } from '@web/shared/face-tracking/use-face-tracking';
import { type CSSProperties, useEffect } from 'react';
import { m } from './messages';
import type { CameraState } from './use-camera';

/** The frame's colour by tracking state: green with a face, orange without one. */
const FACE_OUTLINE: Partial<Record<FaceTrackState, string>> = { found: '#52c41a', none: '#fa8c16' };

export interface CameraViewProps {
  camera: CameraState;
  width: number | string;
  height: number | string;
  /** Frozen while a photo is compared. */
  paused?: boolean;
  /** Face tracking state: outlines the picture and is readable as data-face (tests). */
  face?: FaceTrackState;
  style?: CSSProperties;
}

/**
 * The camera's mirrored video (paused while comparing), outlined by the face tracking state, or a grey
 * 无摄像头 box when it failed.
 */
export function CameraView({ camera, width, height, paused, face, style }: CameraViewProps) {
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
      data-face={failed ? undefined : face}
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
      {!failed && face && FACE_OUTLINE[face] && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            border: `3px solid ${FACE_OUTLINE[face]}`,
            borderRadius: 6,
            pointerEvents: 'none',
          }}
        />
      )}
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
          {m('noCamera')}
        </div>
      )}
    </div>
  );
}
