import { STUDY } from '@xuekao/contracts';

/**
 * The pure rules of the video and audio players (docs/COURSES.md, spec §4 Video): resume, no-drag
 * snap-back, playback rates and the stream type.
 */

/** Where playback starts: a saved position over 5 s and under the duration (unknown duration: kept), else 0. */
export function resumePosition(lastPos: number, duration: number): number {
  if (!Number.isFinite(lastPos) || lastPos <= STUDY.RESUME_MIN_SEC) return 0;
  if (Number.isFinite(duration) && duration > 0 && lastPos >= duration) return 0;
  return lastPos;
}

/**
 * Where a seek lands. With dragging off a seek more than 2 s ahead of the furthest point watched snaps
 * back to that point; going back, or any seek with dragging on, is kept.
 */
export function snapSeek(target: number, furthest: number, videoDrag: boolean): number {
  if (videoDrag) return target;
  return target > furthest + STUDY.DRAG_TOLERANCE_SEC ? furthest : target;
}

/**
 * The furthest point watched after a `timeupdate` from `prev` to `now`: only natural playback moves it
 * (a step forward no larger than the tolerance times the rate); a jump does not.
 */
export function advanceFurthest(furthest: number, prev: number, now: number, rate = 1): number {
  const step = now - prev;
  if (step < 0 || step > STUDY.DRAG_TOLERANCE_SEC * Math.max(1, rate) + 1) return furthest;
  return Math.max(furthest, now);
}

/** Rates offered: 1, 1.5 and 2 with tripleSpeed, else 1 only. */
export function playbackRates(tripleSpeed: boolean): number[] {
  return tripleSpeed ? [1, 1.5, 2] : [1];
}

/** An HLS address (ends with m3u8, query or hash aside) plays through hls.js or the native player. */
export function isStreamUrl(url: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(url.trim());
}

/** The heartbeat text: the whole seconds of the position, or `ping` without one. */
export function heartbeatText(position: number | null | undefined): string {
  return position != null && Number.isFinite(position) && position >= 0 ? `pos:${Math.floor(position)}` : 'ping';
}

/**
 * A file address the players may load: http(s), protocol-relative or a path of this site. Anything else
 * (javascript:, data:, vbscript: ...) answers '' so a bad address saved by staff cannot run script here.
 */
export function safeMediaUrl(url: string | null | undefined): string {
  const u = (url ?? '').trim();
  if (!u) return '';
  if (/^https?:\/\//i.test(u) || u.startsWith('/')) return u;
  return /^[a-z][a-z0-9+.-]*:/i.test(u) ? '' : u;
}
