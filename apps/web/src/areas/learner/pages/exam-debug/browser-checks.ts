import { fullscreenSupported } from '@web/shared/exam/fullscreen';
import { isDebugOpen } from '@web/shared/exam/use-anti-debug';
import { mediaSupported } from '@web/shared/exam/use-camera';

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
      label: '摄像头访问（getUserMedia）',
      ok: mediaSupported(),
      hint: '您的浏览器不支持媒体访问，请升级浏览器！',
    },
    {
      key: 'secure',
      label: '安全连接（HTTPS 或本机）',
      ok: window.isSecureContext,
      hint: '浏览器只允许安全连接的网页使用摄像头，请使用 https 地址访问。',
    },
    { key: 'fullscreen', label: '全屏模式', ok: fullscreenSupported(), hint: '请使用最新版 Chrome、Edge 或 Firefox。' },
    {
      key: 'socket',
      label: '实时连接（WebSocket）',
      ok: typeof WebSocket !== 'undefined',
      hint: '请使用最新版浏览器。',
    },
    { key: 'canvas', label: '拍照（Canvas JPEG）', ok: canvasJpeg(), hint: '请使用最新版浏览器。' },
    { key: 'cookie', label: 'Cookie', ok: navigator.cookieEnabled, hint: '请在浏览器设置中允许 Cookie。' },
    {
      key: 'screen',
      label: '窗口宽度不小于 1024 像素',
      ok: window.innerWidth >= 1024,
      hint: '请使用电脑并将浏览器窗口最大化。',
    },
    { key: 'debug', label: '未打开调试工具', ok: !isDebugOpen(window), hint: '请关闭浏览器的开发者工具。' },
  ];
}
