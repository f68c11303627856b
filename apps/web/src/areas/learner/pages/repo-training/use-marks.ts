import { useCallback, useEffect, useState } from 'react';

const keyOf = (trainId: string) => `xk-train-marks-${trainId}`;

/** Questions the learner flagged in a training, kept in localStorage so a reload keeps them. */
export function useMarks(trainId: string | undefined) {
  const [marked, setMarked] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!trainId) return;
    try {
      setMarked(new Set(JSON.parse(localStorage.getItem(keyOf(trainId)) ?? '[]') as string[]));
    } catch {
      setMarked(new Set());
    }
  }, [trainId]);
  const toggle = useCallback(
    (quId: string) => {
      setMarked((prev) => {
        const next = new Set(prev);
        if (next.has(quId)) next.delete(quId);
        else next.add(quId);
        if (trainId) localStorage.setItem(keyOf(trainId), JSON.stringify([...next]));
        return next;
      });
    },
    [trainId],
  );
  return { marked, toggle };
}
