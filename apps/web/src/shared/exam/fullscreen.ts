/** Fullscreen with the WebKit-prefixed fallbacks older Safari needs. */
type FsDocument = Document & {
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
type FsElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };

export function fullscreenSupported(doc: Document = document): boolean {
  const d = doc as FsDocument;
  const el = d.documentElement as FsElement;
  const enabled = d.fullscreenEnabled ?? d.webkitFullscreenEnabled;
  return Boolean(enabled) && Boolean(el.requestFullscreen || el.webkitRequestFullscreen);
}

export function isFullscreen(doc: Document = document): boolean {
  const d = doc as FsDocument;
  return Boolean(d.fullscreenElement ?? d.webkitFullscreenElement);
}

/** Asks for fullscreen (must run inside a user gesture); resolves false when refused. */
export async function enterFullscreen(doc: Document = document): Promise<boolean> {
  const el = doc.documentElement as FsElement;
  try {
    if (el.requestFullscreen) await el.requestFullscreen();
    else if (el.webkitRequestFullscreen) await el.webkitRequestFullscreen();
    else return false;
    return true;
  } catch {
    return false;
  }
}

export async function exitFullscreen(doc: Document = document): Promise<void> {
  const d = doc as FsDocument;
  if (!isFullscreen(d)) return;
  try {
    if (d.exitFullscreen) await d.exitFullscreen();
    else await d.webkitExitFullscreen?.();
  } catch {
    // already left
  }
}
