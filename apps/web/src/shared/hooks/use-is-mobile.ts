import { useSyncExternalStore } from 'react';

/** Below this width (px) a device counts as mobile (docs/REQUIREMENTS.md#layouts). */
export const MOBILE_BREAKPOINT = 992;

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(fn: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', fn);
  return () => mql.removeEventListener('change', fn);
}

const snapshot = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);

/** True while the window is narrower than 992 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
