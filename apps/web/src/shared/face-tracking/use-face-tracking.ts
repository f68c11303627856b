import { type RefObject, useEffect, useRef, useState } from 'react';
import { type FaceDetector, type LoadFaceDetector, loadFaceDetector } from './detector';

/**
 * tracking: the detector is loading or has not looked yet; none: no face in view; found: a face in view;
 * error: no detector (it failed to load or keeps failing): the camera falls back to timed photos.
 */
export type FaceTrackState = 'tracking' | 'none' | 'found' | 'error';

/** The face-out event repeats this often while no face is in view (docs/REQUIREMENTS.md#proctoring). */
export const FACE_OUT_MS = 10_000;
/** Time between two looks at the camera. */
export const TRACK_EVERY_MS = 500;
/** Misses in a row before "no face": one blurred or turned frame does not cancel a photo being held. */
export const MISSES_FOR_NONE = 2;
/**
 * A slow device (no WebGL: the detector runs on the CPU, on the page's thread) spaces its looks out so that
 * looking takes at most a tenth of the time, never more than LOOK_SPACING_MAX_MS apart: answering stays smooth.
 */
export const LOOK_SHARE = 0.1;
export const LOOK_SPACING_MAX_MS = 5_000;
/** The wait before the next look after one that took `tookMs`. */
export const nextLookIn = (everyMs: number, tookMs: number) =>
  Math.max(everyMs, Math.min(LOOK_SPACING_MAX_MS, Math.round(tookMs * (1 / LOOK_SHARE - 1))));
/** Failed looks in a row before the detector is given up. */
const ERRORS_FOR_ERROR = 3;

export interface FaceTrackingOptions {
  /** Look only while the camera shows a picture and the page wants a face. */
  enabled: boolean;
  /** The video is locked (a photo is compared): no looks, the state stays. */
  paused?: boolean;
  /** Time between looks (TRACK_EVERY_MS). */
  everyMs?: number;
  /** Called every 10 s while no face is in view. */
  onFaceOut?: () => void;
  /** Loads the detector (tests give a fake one). */
  loadDetector?: LoadFaceDetector;
}

/**
 * Face tracking of a camera's <video> (docs/REQUIREMENTS.md#proctoring, face tracking camera): looks for a face
 * every `everyMs`, answers the state, and fires `onFaceOut` every 10 s while no face is in view. The detector
 * is loaded when tracking first starts (lazy chunk); without it the state is `error` and callers use timed
 * photos, so an exam never waits on a model.
 */
export function useFaceTracking(
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    enabled,
    paused = false,
    everyMs = TRACK_EVERY_MS,
    onFaceOut,
    loadDetector = loadFaceDetector,
  }: FaceTrackingOptions,
): FaceTrackState {
  const [state, setState] = useState<FaceTrackState>('tracking');
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const faceOutRef = useRef(onFaceOut);
  faceOutRef.current = onFaceOut;
  // Read once per start: a loader given inline must not restart tracking on every render.
  const loadRef = useRef(loadDetector);
  loadRef.current = loadDetector;

  useEffect(() => {
    if (!enabled) return;
    let gone = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let misses = 0;
    let errors = 0;
    let seen = false;
    const look = async (detector: FaceDetector) => {
      if (gone) return;
      const video = videoRef.current;
      let took = 0;
      if (!pausedRef.current && video && video.videoWidth > 0) {
        try {
          const started = Date.now();
          const hit = await detector.detect(video);
          took = Date.now() - started;
          if (gone) return;
          errors = 0;
          misses = hit ? 0 : misses + 1;
          if (hit) setState('found');
          else if (misses >= MISSES_FOR_NONE || !seen) setState('none');
          seen = true;
        } catch {
          if (gone) return;
          errors += 1;
          if (errors >= ERRORS_FOR_ERROR) {
            setState('error');
            return;
          }
        }
      }
      timer = setTimeout(() => void look(detector), nextLookIn(everyMs, took));
    };
    setState('tracking');
    loadRef.current().then(
      (detector) => void look(detector),
      () => {
        if (!gone) setState('error');
      },
    );
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [enabled, everyMs, videoRef]);

  // The face-out event: every 10 s without a face. A photo compared meanwhile (video locked, no looks) does
  // not restart the count: the state stays 'none' until a look finds a face.
  const outOfView = enabled && state === 'none';
  useEffect(() => {
    if (!outOfView) return;
    const t = setInterval(() => faceOutRef.current?.(), FACE_OUT_MS);
    return () => clearInterval(t);
  }, [outOfView]);

  return enabled ? state : 'tracking';
}
