import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Photo decoding for the local face provider without native modules: JPEG (jpeg-js) or PNG (pngjs), pure
 * JavaScript, to 8-bit RGB, shrunk to fit `maxSide` so a large upload costs a bounded time and memory.
 * EXIF orientation is not applied (camera frames drawn from a canvas have none; a rotated phone upload
 * may read as "no face" and is re-uploaded).
 */

export interface RgbImage {
  width: number;
  height: number;
  /** width * height * 3 bytes, row by row. */
  data: Uint8Array;
}

/** Refuse pictures whose decoded pixels would take too much memory (a 10 MB JPEG can hold 100 MP). */
const MAX_MEGAPIXELS = 40;
const MAX_DECODE_MB = 256;

/** Decodes a JPEG or PNG to RGB, or null when the bytes are not a readable picture of that kind. */
export function decodeRgb(bytes: Buffer, maxSide: number): RgbImage | null {
  try {
    const decoded = decodeFull(bytes);
    return decoded ? fitWithin(decoded, maxSide) : null;
  } catch {
    // A damaged or truncated picture, or one over the size limits: unreadable.
    return null;
  }
}

function decodeFull(bytes: Buffer): RgbImage | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const img = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_MEGAPIXELS,
      maxMemoryUsageInMB: MAX_DECODE_MB,
    });
    return { width: img.width, height: img.height, data: img.data };
  }
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    // Width and height sit in the IHDR chunk (bytes 16-23): check before inflating.
    if (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_MEGAPIXELS * 1e6) return null;
    const png = PNG.sync.read(bytes);
    const rgb = new Uint8Array(png.width * png.height * 3);
    const src = png.data;
    for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
      // Transparent parts read as white (as a browser shows them on a white page).
      const a = src[i + 3] / 255;
      rgb[j] = Math.round(src[i] * a + 255 * (1 - a));
      rgb[j + 1] = Math.round(src[i + 1] * a + 255 * (1 - a));
      rgb[j + 2] = Math.round(src[i + 2] * a + 255 * (1 - a));
    }
    return { width: png.width, height: png.height, data: rgb };
  }
  return null;
}

/** The picture's mirror image (left and right swapped). */
export function mirrorRgb(img: RgbImage): RgbImage {
  const out = new Uint8Array(img.data.length);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const from = (y * img.width + (img.width - 1 - x)) * 3;
      out.set(img.data.subarray(from, from + 3), (y * img.width + x) * 3);
    }
  }
  return { width: img.width, height: img.height, data: out };
}

/** Shrinks by averaging the source pixels each target pixel covers; pictures within `maxSide` are kept. */
export function fitWithin(img: RgbImage, maxSide: number): RgbImage {
  const scale = Math.max(img.width, img.height) / maxSide;
  if (scale <= 1) return img;
  const width = Math.max(1, Math.round(img.width / scale));
  const height = Math.max(1, Math.round(img.height / scale));
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * img.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * img.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * img.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * img.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy++) {
        let k = (sy * img.width + x0) * 3;
        for (let sx = x0; sx < x1; sx++, k += 3) {
          r += img.data[k];
          g += img.data[k + 1];
          b += img.data[k + 2];
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 3;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
    }
  }
  return { width, height, data: out };
}
