import { examTexts } from '@web/shared/exam/exam-texts';
import { fullscreenSupported } from '@web/shared/exam/fullscreen';
import { isDebugOpen } from '@web/shared/exam/use-anti-debug';
import { mediaSupported } from '@web/shared/exam/use-camera';
import { m } from './messages';

export interface BrowserCheck {
  key: string;
  label: string;
  ok: boolean;
  /** What to do when it fails. */
  hint: string;
}

function canvasJpeg(): boolean {
  try {
    const c = document.createElement('canvas');
    return Boolean(c.getContext('2d')) && c.toDataURL('image/jpeg').startsWith('data:image/jpeg');
  } catch {
    return false;
  }
}

/** What an exam needs of the browser, each with a pass flag and a hint (device debug page). */
export function browserChecks(): BrowserCheck[] {
  return [
    {
      key: 'media',
      label: m('media'),
      ok: mediaSupported(),
      hint: examTexts.camUnsupported,
    },
    {
      key: 'secure',
      label: m('secure'),
      ok: window.isSecureContext,
      hint: m('secureHint'),
    },
    { key: 'fullscreen', label: m('fullscreen'), ok: fullscreenSupported(), hint: m('fullscreenHint') },
    {
      key: 'socket',
      label: m('socket'),
      ok: typeof WebSocket !== 'undefined',
      hint: m('latestBrowser'),
    },
    { key: 'canvas', label: m('canvas'), ok: canvasJpeg(), hint: m('latestBrowser') },
    { key: 'cookie', label: 'Cookie', ok: navigator.cookieEnabled, hint: m('cookieHint') },
    {
      key: 'screen',
      label: m('screen'),
      ok: window.innerWidth >= 1024,
      hint: m('screenHint'),
    },
    { key: 'debug', label: m('debug'), ok: !isDebugOpen(window), hint: m('debugHint') },
  ];
}
