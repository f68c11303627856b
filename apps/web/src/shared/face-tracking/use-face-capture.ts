import type { CameraState } from '@web/shared/exam/use-camera';
import { type CaptureCycleOptions, useCaptureCycle } from '@web/shared/exam/use-capture-cycle';
import { useEffect, useState } from 'react';
import type { LoadFaceDetector } from './detector';
import { useFaceTracking } from './use-face-tracking';

/**
 * After a failed comparison tracking is re-armed this much later: the message can be read, and a face that
 * stays in view is not sent more than ~8 times a minute (validate-face allows 10).
 */
export const FACE_REARM_MS = 5000;

export interface FaceCaptureOptions extends Omit<CaptureCycleOptions, 'face' | 'enabled'> {
  camera: CameraState;
  /** The camera is shown (a dialog is open). */
  enabled?: boolean;
  /** Time between looks for a face. */
  trackEveryMs?: number;
  /**
   * Without a camera: 'timed' photos of the placeholder on time (exam camera), or 'manual' only by 拍照
   * (dialogs: a comparison of the placeholder cannot pass).
   */
  withoutCamera?: 'timed' | 'manual';
  /** Every 10 s without a face in view. */
  onFaceOut?: () => void;
  loadDetector?: LoadFaceDetector;
}

/**
 * The face tracking camera (docs/REQUIREMENTS.md#proctoring) on one camera: tracking while the camera shows a
 * picture, photos when a face is in view, the video locked (and tracking paused) while a photo is compared.
 * A failed camera takes photos of the placeholder on time or by 拍照 (`withoutCamera`); a detector that fails
 * to load falls back to photos on time.
 */
export function useFaceCapture({
  camera,
  enabled = true,
  withoutCamera = 'timed',
  trackEveryMs,
  onFaceOut,
  loadDetector,
  ...cycle
}: FaceCaptureOptions) {
  const [locked, setLocked] = useState(false);
  const face = useFaceTracking(camera.videoRef, {
    enabled: enabled && camera.status === 'ready',
    paused: locked,
    everyMs: trackEveryMs,
    onFaceOut,
    loadDetector,
  });
  const { phase, captureNow, arm } = useCaptureCycle({
    ...cycle,
    enabled: enabled && camera.status !== 'loading',
    // 'none' keeps a due photo waiting: only 拍照 (a forced photo) takes one.
    face: camera.status !== 'error' ? face : withoutCamera === 'timed' ? 'off' : 'none',
  });
  const comparing = phase === 'comparing';
  useEffect(() => setLocked(comparing), [comparing]);
  return { face, phase, captureNow, arm, locked: comparing };
}
