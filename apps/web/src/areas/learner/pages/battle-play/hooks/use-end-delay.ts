import { useEffect, useState } from 'react';

/** How long the last round's result stays on screen before the final result. */
export const END_DELAY_MS = 1500;

/**
 * The final result is shown `delayMs` after the match ended when a last round result is on screen (so the
 * players see the last key and scores), at once otherwise.
 */
export function useEndShown(ended: boolean, holdLastRound: boolean, delayMs = END_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ended) {
      setShown(false);
      return;
    }
    if (!holdLastRound) {
      setShown(true);
      return;
    }
    const t = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(t);
  }, [ended, holdLastRound, delayMs]);
  return ended && (shown || !holdLastRound);
}
