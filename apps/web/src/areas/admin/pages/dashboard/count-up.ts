import { useEffect, useRef, useState } from 'react';

/** Count-up length of the overview numbers (spec: 1500 to 2000 ms). */
export const COUNT_UP_MS = 1800;

/** Does the user ask for less motion? Then numbers are shown at once. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The number to show while counting up to `target` over `duration` ms (requestAnimationFrame, ease-out);
 * a new target counts on from the number shown. Ends exactly at `target`.
 */
export function useCountUp(target: number, duration = COUNT_UP_MS): number {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));
  const shown = useRef(value);

  useEffect(() => {
    const from = shown.current;
    if (from === target) return;
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      shown.current = target;
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const t = duration > 0 ? Math.min(1, (now - start) / duration) : 1;
      const v = t >= 1 ? target : Math.round(from + (target - from) * easeOutCubic(t));
      shown.current = v;
      setValue(v);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return value;
}
