import { useCallback, useEffect, useState } from 'react';
import { enterFullscreen, fullscreenSupported, isFullscreen } from './fullscreen';

/** How often the guard re-checks fullscreen (docs/REQUIREMENTS.md#proctoring). */
export const FULLSCREEN_CHECK_MS = 3000;

export interface FullscreenGuardState {
  /** The browser can go fullscreen; without it the exam cannot run ('you browser can not work'). */
  supported: boolean;
  fullscreen: boolean;
  /** Enter fullscreen (call from a click). */
  enter: () => Promise<boolean>;
}

/**
 * Enforces fullscreen during an exam (docs/REQUIREMENTS.md#proctoring): follows fullscreen changes and re-checks every
 * 3 s, so the page can cover itself until the learner is back in fullscreen.
 */
export function useFullscreenGuard(enabled: boolean): FullscreenGuardState {
  const [supported] = useState(() => fullscreenSupported());
  const [fullscreen, setFullscreen] = useState(() => isFullscreen());

  useEffect(() => {
    if (!enabled) return;
    const check = () => setFullscreen(isFullscreen());
    check();
    const timer = setInterval(check, FULLSCREEN_CHECK_MS);
    document.addEventListener('fullscreenchange', check);
    document.addEventListener('webkitfullscreenchange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('fullscreenchange', check);
      document.removeEventListener('webkitfullscreenchange', check);
    };
  }, [enabled]);

  const enter = useCallback(async () => {
    const ok = await enterFullscreen();
    setFullscreen(isFullscreen());
    return ok;
  }, []);

  return { supported, fullscreen, enter };
}
