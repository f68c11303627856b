import { useCallback, useEffect, useRef } from 'react';

export interface StudyTimerOptions {
  /** Counting (study going on, no check dialog open, page shown). */
  running: boolean;
  /** Seconds between two checks; 0 or less: never due. */
  periodSec: number;
  /** The period has elapsed; the count starts again from 0. */
  onDue: () => void;
}

/**
 * Counts study seconds one by one while `running` and calls `onDue` each time `periodSec` of them have
 * elapsed (reading check, study photo, in-course exercise). `reset` starts the count again, e.g. after a
 * check the server asked for.
 */
export function useStudyTimer({ running, periodSec, onDue }: StudyTimerOptions) {
  const elapsed = useRef(0);
  const onDueRef = useRef(onDue);
  onDueRef.current = onDue;

  useEffect(() => {
    if (!running || !(periodSec > 0)) return;
    const timer = setInterval(() => {
      elapsed.current += 1;
      if (elapsed.current >= periodSec) {
        elapsed.current = 0;
        onDueRef.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [running, periodSec]);

  const reset = useCallback(() => {
    elapsed.current = 0;
  }, []);
  return { reset };
}

/** Study photo interval in seconds (spec §9): faceIntervalTime minutes without faceCam; with it needLearn / faceInterval, 120 s when unknown. */
export function faceIntervalSec(
  course: { faceCam: boolean; faceInterval: number; faceIntervalTime: number },
  needLearn: number,
): number {
  if (!course.faceCam) return Math.max(0, course.faceIntervalTime) * 60;
  if (course.faceInterval > 0 && needLearn > 0) return Math.max(1, Math.floor(needLearn / course.faceInterval));
  return 120;
}

/** In-course exercise interval in seconds (spec §4): remaining learn seconds / remaining questions, at most 600 s. */
export function exerciseIntervalSec(remainLearnSec: number, remain: number): number {
  if (remain <= 0) return 0;
  return Math.max(10, Math.min(600, Math.floor(Math.max(0, remainLearnSec) / remain)));
}
