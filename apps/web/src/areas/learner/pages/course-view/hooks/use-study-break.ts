import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { studyTexts } from '../components/study-texts';

/** Delay between the stop message and leaving for the course list (spec §9: reading stop delay 3.5 s). */
export const STUDY_BREAK_DELAY_MS = 3500;

/** What the course list receives when study was broken off (router state of `/web/course?break`). */
export interface StudyBreakState {
  breakMsg: string;
}

/**
 * Ends study once: shows `msg` as an error, and after 3.5 s leaves for `/web/course?break=<courseId>`
 * with the message in the router state. `broken` turns true at once so the page stops its timers.
 */
export function useStudyBreak(courseId: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [broken, setBroken] = useState(false);
  const done = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const breakStudy = useCallback(
    (msg: string) => {
      if (done.current) return;
      done.current = true;
      setBroken(true);
      const text = msg || studyTexts.breakDefault;
      void message.error(text);
      timer.current = setTimeout(() => {
        const state: StudyBreakState = { breakMsg: text };
        navigate(`/web/course?break=${encodeURIComponent(courseId)}`, { replace: true, state });
      }, STUDY_BREAK_DELAY_MS);
    },
    [courseId, message, navigate],
  );
  return { broken, breakStudy };
}
