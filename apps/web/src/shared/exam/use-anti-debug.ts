import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { examTexts } from './exam-texts';
import { m } from './messages';

/** Check interval and the size difference that means docked developer tools (docs/REQUIREMENTS.md#proctoring). */
export const DEBUG_CHECK_MS = 3000;
export const DEBUG_THRESHOLD_PX = 300;
/** Delay before leaving for home once debugging is seen. */
export const DEBUG_LEAVE_MS = 3000;

type WindowSize = Pick<Window, 'outerWidth' | 'innerWidth' | 'outerHeight' | 'innerHeight'>;

/** Outer minus inner size above the threshold: developer tools are docked in the window. */
export function isDebugOpen(w: WindowSize, threshold = DEBUG_THRESHOLD_PX): boolean {
  return w.outerWidth - w.innerWidth > threshold || w.outerHeight - w.innerHeight > threshold;
}

/**
 * The anti-debug guard (docs/REQUIREMENTS.md#proctoring): every 3 s compares the window's outer and inner size; when
 * the difference passes 300 px it shows 不允许使用调试模式，系统将在3秒后跳转到首页！ and calls
 * `goHome` 3 s later. It fires once.
 */
export function useAntiDebug(enabled: boolean, goHome: () => void) {
  const { modal } = App.useApp();
  const home = useRef(goHome);
  home.current = goHome;
  useEffect(() => {
    if (!enabled) return;
    let leaveTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      if (!isDebugOpen(window)) return;
      clearInterval(timer);
      const dialog = modal.error({ title: m('warning'), content: examTexts.antiDebug, okText: m('ok') });
      leaveTimer = setTimeout(() => {
        dialog.destroy();
        home.current();
      }, DEBUG_LEAVE_MS);
    }, DEBUG_CHECK_MS);
    return () => {
      clearInterval(timer);
      if (leaveTimer) clearTimeout(leaveTimer);
    };
  }, [enabled, modal]);
}
