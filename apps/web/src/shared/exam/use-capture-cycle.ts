import { useCallback, useEffect, useRef, useState } from 'react';

/** Delay between "hold still" and the photo (docs/REQUIREMENTS.md#proctoring: capture 2 s after a face is found). */
export const CAPTURE_HOLD_MS = 2000;
/** One minute of camInterval. */
export const MINUTE_MS = 60_000;

/** watch: between photos; hold: 2 s before a photo; comparing: the photo is being sent. */
export type CapturePhase = 'watch' | 'hold' | 'comparing';

export interface CaptureCycleOptions {
  enabled: boolean;
  /** Time between photos (camInterval minutes). */
  intervalMs: number;
  /** Wait before the first photo. */
  firstDelayMs?: number;
  /** Takes and sends one photo. */
  capture: () => Promise<void>;
}

/**
 * The exam camera's rhythm (docs/REQUIREMENTS.md#proctoring): a photo soon after start and then every
 * `intervalMs`, each announced 2 s before it is taken. `captureNow` (the manual 拍照 button) takes one
 * at once and restarts the interval from it.
 */
export function useCaptureCycle({ enabled, intervalMs, firstDelayMs = 0, capture }: CaptureCycleOptions) {
  const [phase, setPhase] = useState<CapturePhase>('watch');
  const captureRef = useRef(capture);
  captureRef.current = capture;
  const runRef = useRef<(() => void) | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    const run = () => {
      if (busy.current || gone) return;
      busy.current = true;
      clearTimeout(timer);
      setPhase('hold');
      timer = setTimeout(async () => {
        setPhase('comparing');
        try {
          await captureRef.current();
        } catch {
          // a failed send is tried again at the next interval
        } finally {
          busy.current = false;
          if (!gone) {
            setPhase('watch');
            timer = setTimeout(run, intervalMs);
          }
        }
      }, CAPTURE_HOLD_MS);
    };
    runRef.current = run;
    timer = setTimeout(run, firstDelayMs);
    return () => {
      gone = true;
      busy.current = false;
      runRef.current = null;
      clearTimeout(timer);
      setPhase('watch');
    };
  }, [enabled, intervalMs, firstDelayMs]);

  const captureNow = useCallback(() => runRef.current?.(), []);
  return { phase, captureNow };
}
