import type { FaceTrackState } from '@web/shared/face-tracking/use-face-tracking';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Delay between "hold still" and the photo (docs/REQUIREMENTS.md#proctoring: capture 2 s after a face is found). */
export const CAPTURE_HOLD_MS = 2000;
/** One minute of camInterval. */
export const MINUTE_MS = 60_000;

/**
 * watch: no photo due; seek: a photo is due and waits for a face; hold: a face is in view, the photo is taken
 * in 2 s; comparing: the photo is being sent (the video is locked).
 */
export type CapturePhase = 'watch' | 'seek' | 'hold' | 'comparing';

/** What the cycle knows of a face: a tracking state, or 'off' (no tracking: photos on time alone). */
export type CaptureFace = FaceTrackState | 'off';

export interface CaptureCycleOptions {
  enabled: boolean;
  /** Time between photos (camInterval minutes); null: one photo, then wait for `arm` (dialogs). */
  intervalMs: number | null;
  /** Wait before the first photo. */
  firstDelayMs?: number;
  /**
   * The face tracking state. A due photo waits for 'found' (and goes back to waiting when the face leaves
   * during the 2 s); 'off', 'error' or leaving it out take photos on time alone (today's timed capture).
   */
  face?: CaptureFace;
  /** A due photo waits at most this long for a face, then is taken anyway (no limit when left out). */
  seekLimitMs?: number;
  /** Takes and sends one photo. */
  capture: () => Promise<void>;
}

const timed = (face: CaptureFace | undefined) => face === undefined || face === 'off' || face === 'error';

interface Control {
  start: (force: boolean) => void;
  decide: () => void;
}

/**
 * The face tracking camera's rhythm (docs/REQUIREMENTS.md#proctoring): when a photo is due it waits for a face,
 * announces it ("hold still") and takes it 2 s later, then the next is due after `intervalMs`. Without face
 * tracking each photo is announced 2 s ahead and taken on time. `captureNow` (the manual 拍照) takes one
 * at once; `arm` makes one due again (after a failed check).
 */
export function useCaptureCycle({
  enabled,
  intervalMs,
  firstDelayMs = 0,
  face,
  seekLimitMs,
  capture,
}: CaptureCycleOptions) {
  const [phase, setPhase] = useState<CapturePhase>('watch');
  const captureRef = useRef(capture);
  captureRef.current = capture;
  const faceRef = useRef(face);
  faceRef.current = face;
  const control = useRef<Control | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seekTimer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    let now: CapturePhase = 'watch';
    let forced = false;
    const go = (p: CapturePhase) => {
      now = p;
      setPhase(p);
    };
    const shoot = async () => {
      clearTimeout(seekTimer);
      go('comparing');
      try {
        await captureRef.current();
      } catch {
        // a failed send is tried again at the next interval
      } finally {
        if (!gone) {
          go('watch');
          if (intervalMs !== null) timer = setTimeout(() => start(false), intervalMs);
        }
      }
    };
    const hold = (force: boolean) => {
      forced = force;
      clearTimeout(timer);
      go('hold');
      timer = setTimeout(() => void shoot(), CAPTURE_HOLD_MS);
    };
    const decide = () => {
      const f = faceRef.current;
      if (now === 'seek' && (timed(f) || f === 'found')) hold(false);
      else if (now === 'hold' && !forced && f === 'none') {
        clearTimeout(timer);
        go('seek');
      }
    };
    const start = (force: boolean) => {
      if (gone || now === 'hold' || now === 'comparing') return;
      clearTimeout(timer);
      if (force) {
        hold(true);
        return;
      }
      go('seek');
      clearTimeout(seekTimer);
      if (seekLimitMs !== undefined) {
        seekTimer = setTimeout(() => {
          if (now === 'seek') hold(true);
        }, seekLimitMs);
      }
      decide();
    };
    control.current = { start, decide };
    timer = setTimeout(() => start(false), firstDelayMs);
    return () => {
      gone = true;
      control.current = null;
      clearTimeout(timer);
      clearTimeout(seekTimer);
      setPhase('watch');
    };
  }, [enabled, intervalMs, firstDelayMs, seekLimitMs]);

  // A change of face state can start a held photo or send it back to waiting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: face is read through faceRef
  useEffect(() => control.current?.decide(), [face]);

  const captureNow = useCallback(() => control.current?.start(true), []);
  const arm = useCallback(() => control.current?.start(false), []);
  return { phase, captureNow, arm };
}
