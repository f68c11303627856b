import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown (the SMS resend block of docs/REQUIREMENTS.md#sign-in): `start(60)`, then `left` ticks to 0. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setLeft(seconds);
      timer.current = setInterval(() => {
        setLeft((s) => {
          if (s <= 1) {
            stop();
            return 0;
          }
          return s - 1;
        });
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { left, running: left > 0, start };
}
