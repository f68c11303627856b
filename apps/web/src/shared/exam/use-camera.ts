import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { captureFrame, noCameraImage } from './camera-image';
import { examTexts } from './exam-texts';

export type CameraStatus = 'loading' | 'ready' | 'error';

export interface CameraState {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** Why the camera is not there (docs/REQUIREMENTS.md#proctoring texts). */
  error: string;
  /** A photo now: the video frame, or the no-camera image when the camera failed. */
  snapshot: () => string;
  /** Ask for the camera again. */
  retry: () => void;
}

/** Does this browser offer camera access at all? */
export function mediaSupported(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/**
 * The user's camera in a <video> (exam camera, face check, device debug). On error the state says why
 * and `snapshot` answers the placeholder no-camera image so the flow can go on.
 */
export function useCamera(enabled = true): CameraState {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<CameraStatus>('loading');
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-opens the camera on retry
  useEffect(() => {
    if (!enabled) return;
    if (!mediaSupported()) {
      setStatus('error');
      setError(examTexts.camUnsupported);
      return;
    }
    let stream: MediaStream | null = null;
    let gone = false;
    setStatus('loading');
    navigator.mediaDevices
      .getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
      .then(async (s) => {
        if (gone) {
          for (const tr of s.getTracks()) tr.stop();
          return;
        }
        stream = s;
        const video = videoRef.current;
        if (video) {
          video.srcObject = s;
          await video.play().catch(() => undefined);
        }
        setStatus('ready');
        setError('');
      })
      .catch(() => {
        if (gone) return;
        setStatus('error');
        setError(examTexts.camLoadFailed);
      });
    return () => {
      gone = true;
      if (stream) for (const tr of stream.getTracks()) tr.stop();
    };
  }, [enabled, attempt]);

  const snapshot = useCallback(() => captureFrame(videoRef.current) ?? noCameraImage(), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { videoRef, status, error, snapshot, retry };
}
