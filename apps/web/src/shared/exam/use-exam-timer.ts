import { useEffect, useRef, useState } from 'react';

/**
 * The exam countdown (docs/REQUIREMENTS.md#proctoring): counts down each second from the server's
 * `leftSeconds` and calls `onTimeout` once when the count goes below zero. A new server value (the page
 * re-syncs every minute) restarts the count from it. The count is kept against a deadline on the local
 * clock, so a throttled background tab does not fall behind.
 */
export function useExamTimer(leftSeconds: number | undefined, onTimeout: () => void, syncKey?: unknown) {
  const [left, setLeft] = useState(leftSeconds ?? 0);
  const timeoutRef = useRef(onTimeout);
  timeoutRef.current = onTimeout;

  // biome-ignore lint/correctness/useExhaustiveDependencies: syncKey restarts the count when the server answers the same seconds again
  useEffect(() => {
    if (leftSeconds === undefined) return;
    const deadline = Date.now() + leftSeconds * 1000;
    let fired = false;
    setLeft(leftSeconds);
    const timer = setInterval(() => {
      const next = Math.ceil((deadline - Date.now()) / 1000);
      setLeft(next);
      if (next < 0 && !fired) {
        fired = true;
        clearInterval(timer);
        timeoutRef.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [leftSeconds, syncKey]);

  return Math.max(left, 0);
}

/** Seconds as HH:mm:ss (or mm:ss under an hour). */
export function formatLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hh > 0 ? `${two(hh)}:${two(mm)}:${two(ss)}` : `${two(mm)}:${two(ss)}`;
}
