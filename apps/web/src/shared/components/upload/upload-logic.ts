import { extOf } from '@xuekao/contracts';
import { m } from './messages';

/** Texts of the generic uploader (docs/REQUIREMENTS.md#uploads). */
export const UPLOAD_TEXTS = {
  limit: (limit: number) => m('uploadLimit', { limit }),
  get removeConfirm() {
    return m('uploadRemoveConfirm');
  },
  get success() {
    return m('uploadSuccess');
  },
  badType: (accept: string) => m('uploadBadType', { types: accept.replace(/\./g, '').replace(/,/g, '/') }),
  tooLarge: (kb: number) =>
    m('uploadTooLarge', { size: kb >= 1024 ? `${Math.round((kb / 1024) * 10) / 10} MB` : `${kb} KB` }),
};

/** Compression of docs/REQUIREMENTS.md#uploads: target about 500 KB, width 800 (3000 for avatars and face photos). */
export const COMPRESS_TARGET_KB = 500;
export const COMPRESS_WIDTH = 800;
export const AVATAR_COMPRESS_WIDTH = 3000;

export type AddPlan = { kind: 'add' } | { kind: 'replace' } | { kind: 'exceed'; message: string };

/**
 * What happens when `incoming` files are picked while `current` are in the list: with limit 1 a single
 * new file replaces the earlier one; otherwise the total may not pass the limit.
 */
export function planAdd(current: number, incoming: number, limit: number): AddPlan {
  const max = Math.max(1, limit);
  if (incoming > max) return { kind: 'exceed', message: UPLOAD_TEXTS.limit(max) };
  if (max === 1) return current > 0 ? { kind: 'replace' } : { kind: 'add' };
  if (current + incoming > max) return { kind: 'exceed', message: UPLOAD_TEXTS.limit(max) };
  return { kind: 'add' };
}

/** Does the name match an accept list such as '.png,.jpg' (empty accepts anything)? */
export function acceptsFile(name: string, accept: string | undefined): boolean {
  if (!accept) return true;
  const ext = extOf(name);
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .some(
      (a) =>
        a === `.${ext}` || a === '*' || (a.endsWith('/*') && a.startsWith('image') && /^(png|jpe?g|gif)$/.test(ext)),
    );
}

/** JPEG and PNG are compressed in the browser; GIF is left alone (it may be animated). */
export function isCompressibleImage(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png';
}

/** Images are compressed when a KB cap is set and the file exceeds it (docs/REQUIREMENTS.md#uploads). */
export function shouldCompress(file: { type: string; size: number }, maxSizeKB?: number): boolean {
  return Boolean(maxSizeKB) && isCompressibleImage(file.type) && file.size > (maxSizeKB as number) * 1024;
}

/** The bytes to aim for: about 500 KB, or less when the cap is lower. */
export function compressTargetBytes(maxSizeKB?: number): number {
  return Math.min(COMPRESS_TARGET_KB, maxSizeKB ?? COMPRESS_TARGET_KB) * 1024;
}

/** Size to draw at: no wider than `maxWidth`, aspect kept, never enlarged. */
export function scaledSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

export interface CompressStep {
  quality: number;
  scale: number;
}

/**
 * The next attempt after an encoding of `size` bytes missed `target`: lower the JPEG quality down to 0.5,
 * then shrink the picture by 0.8 at a time (at most 6 attempts in all); null when done or out of attempts.
 */
export function nextCompressStep(
  size: number,
  target: number,
  step: CompressStep,
  attempt: number,
): CompressStep | null {
  if (size <= target || attempt >= 6) return null;
  if (step.quality > 0.55) return { quality: Math.round((step.quality - 0.15) * 100) / 100, scale: step.scale };
  return { quality: step.quality, scale: Math.round(step.scale * 0.8 * 100) / 100 };
}

/** A stored file's display name from its address ('.../123.png' -> '123.png'). */
export function nameOfUrl(url: string): string {
  const clean = url.split(/[?#]/)[0];
  return decodeURIComponent(clean.slice(clean.lastIndexOf('/') + 1)) || url;
}

/** The form value of a list of addresses: a string with limit 1, else an array. */
export function valueOfUrls(urls: string[], limit: number): string | string[] {
  return limit === 1 ? (urls[0] ?? '') : urls;
}

/** Addresses of a form value. */
export function urlsOfValue(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter(Boolean);
}
