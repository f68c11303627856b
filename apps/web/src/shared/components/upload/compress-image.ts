import { m } from './messages';
import {
  AVATAR_COMPRESS_WIDTH,
  COMPRESS_WIDTH,
  type CompressStep,
  compressTargetBytes,
  nextCompressStep,
  scaledSize,
} from './upload-logic';

export { AVATAR_COMPRESS_WIDTH, COMPRESS_WIDTH };

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(m('imageUnreadable')));
    };
    img.src = url;
  });
}

function encode(img: HTMLImageElement, width: number, height: number, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas unavailable'));
  // JPEG has no transparency: transparent parts of a PNG become white, not black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(m('imageCompressFailed')))), 'image/jpeg', quality),
  );
}

/**
 * Compresses an image in the browser with a canvas (docs/REQUIREMENTS.md#uploads): no wider than `width` (800, or 3000
 * for avatars and face photos), re-encoded as JPEG with falling quality, then smaller, until it is about
 * `maxSizeKB`'s target (500 KB at most). Answers the original when compression would not make it smaller.
 */
export async function compressImage(file: File, opts: { width?: number; maxSizeKB?: number } = {}): Promise<File> {
  const img = await loadImage(file);
  const target = compressTargetBytes(opts.maxSizeKB);
  const base = scaledSize(img.naturalWidth, img.naturalHeight, opts.width ?? COMPRESS_WIDTH);
  let step: CompressStep | null = { quality: 0.85, scale: 1 };
  let best: Blob | null = null;
  for (let attempt = 1; step; attempt++) {
    const w = Math.max(1, Math.round(base.width * step.scale));
    const h = Math.max(1, Math.round(base.height * step.scale));
    const blob = await encode(img, w, h, step.quality);
    if (!best || blob.size < best.size) best = blob;
    step = nextCompressStep(blob.size, target, step, attempt);
  }
  if (!best || best.size >= file.size) return file;
  const name = `${file.name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;
  return new File([best], name, { type: 'image/jpeg', lastModified: Date.now() });
}
