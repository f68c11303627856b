import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jpeg from 'jpeg-js';

/**
 * Face photos for the local face provider's tests and bench (bench/face-local.ts), built from the six
 * group photos @vladmandic/face-api ships in `demo/` (nothing downloaded). Each face is cut out of its
 * group photo with a margin; "same person" variants are built from one cut-out (mirrored, darker and
 * flatter, blurred, re-framed), "different people" are cut-outs of different faces.
 */

/** Faces (x, y, width, height in the full photo) as the local model finds them at confidence >= 0.5. */
export const SAMPLE_FACES: Array<{ sample: number; box: [number, number, number, number] }> = [
  { sample: 1, box: [413, 355, 177, 238] },
  { sample: 1, box: [838, 420, 186, 227] },
  { sample: 1, box: [1475, 199, 203, 240] },
  { sample: 2, box: [1447, 153, 193, 242] },
  { sample: 2, box: [901, 218, 151, 234] },
  { sample: 2, box: [360, 126, 152, 258] },
  { sample: 3, box: [585, 329, 199, 271] },
  { sample: 3, box: [1514, 292, 169, 279] },
  { sample: 3, box: [1074, 214, 220, 299] },
  { sample: 4, box: [664, 52, 187, 258] },
  { sample: 4, box: [257, 184, 162, 245] },
  { sample: 4, box: [988, 179, 169, 227] },
  { sample: 4, box: [1276, 144, 145, 242] },
  { sample: 5, box: [787, 108, 156, 212] },
  { sample: 5, box: [1112, 197, 159, 236] },
  { sample: 5, box: [1406, 390, 165, 270] },
  { sample: 5, box: [597, 414, 166, 248] },
  { sample: 5, box: [376, 859, 171, 300] },
  { sample: 6, box: [680, 321, 159, 306] },
  { sample: 6, box: [1180, 304, 188, 280] },
  { sample: 6, box: [1487, 263, 211, 294] },
  { sample: 6, box: [249, 467, 210, 290] },
];

export type Variant = 'plain' | 'mirror' | 'dark' | 'blur' | 'reframe';
export const SAME_PERSON_VARIANTS: Variant[] = ['mirror', 'dark', 'blur', 'reframe'];

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const require = createRequire(import.meta.url);
const demoDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const decoded = new Map<number, Rgba>();

function samplePhoto(n: number): Rgba {
  let img = decoded.get(n);
  if (!img) {
    const bytes = fs.readFileSync(path.join(demoDir, `sample${n}.jpg`));
    const d = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
    img = { width: d.width, height: d.height, data: d.data };
    decoded.set(n, img);
  }
  return img;
}

/** The original file of a group photo (several faces). */
export const sampleGroupPhoto = (n: number) => fs.readFileSync(path.join(demoDir, `sample${n}.jpg`));

/** Pixel (x, y) of `img` resampled to width x height (nearest), optionally mirrored. */
function resample(
  img: Rgba,
  x: number,
  y: number,
  w: number,
  h: number,
  width: number,
  height: number,
  mirror = false,
) {
  const out = new Uint8Array(width * height * 4);
  for (let j = 0; j < height; j++) {
    const sy = Math.min(img.height - 1, Math.max(0, Math.floor(y + (j * h) / height)));
    for (let i = 0; i < width; i++) {
      const fi = mirror ? width - 1 - i : i;
      const sx = Math.min(img.width - 1, Math.max(0, Math.floor(x + (fi * w) / width)));
      out.set(img.data.subarray((sy * img.width + sx) * 4, (sy * img.width + sx) * 4 + 4), (j * width + i) * 4);
    }
  }
  return { width, height, data: out };
}

const encode = (img: Rgba) =>
  jpeg.encode({ width: img.width, height: img.height, data: Buffer.from(img.data) }, 90).data;

/**
 * Face `index` of SAMPLE_FACES cut out as a JPEG about 300 px wide (the face ~190 px, as a webcam frame
 * shows a learner), in one of the variants.
 */
export function sampleFace(index: number, variant: Variant = 'plain'): Buffer {
  const { sample, box } = SAMPLE_FACES[index];
  const [bx, by, bw, bh] = box;
  const margin = variant === 'reframe' ? 0.3 : 0.45;
  const shift = variant === 'reframe' ? 0.08 : 0;
  const w = bw * (1 + 2 * margin);
  const h = bh * (1 + 2 * margin);
  const x = bx - bw * margin + bw * shift;
  const y = by - bh * margin - bh * shift;
  const width = 300;
  const height = Math.round((width * h) / w);
  const img = resample(samplePhoto(sample), x, y, w, h, width, height, variant === 'mirror');
  if (variant === 'dark') {
    for (let k = 0; k < img.data.length; k++) if (k % 4 !== 3) img.data[k] = img.data[k] * 0.6 + 25;
  }
  if (variant === 'blur') {
    // Down to a third and back up: a poor webcam.
    const small = resample(img, 0, 0, width, height, Math.round(width / 3), Math.round(height / 3));
    return encode(resample(small, 0, 0, small.width, small.height, width, height));
  }
  return encode(img);
}

/** Face `index` shrunk to about `facePx` pixels wide in the middle of a 640x480 grey frame. */
export function smallSampleFace(index: number, facePx: number): Buffer {
  const face = jpeg.decode(sampleFace(index), { useTArray: true, formatAsRGBA: true });
  const scale = Math.min(facePx / (face.width / 1.9), 620 / face.width, 460 / face.height);
  const small = resample(
    { width: face.width, height: face.height, data: face.data },
    0,
    0,
    face.width,
    face.height,
    Math.round(face.width * scale),
    Math.round(face.height * scale),
  );
  const frame = { width: 640, height: 480, data: new Uint8Array(640 * 480 * 4).fill(128) };
  const ox = Math.round((640 - small.width) / 2);
  const oy = Math.round((480 - small.height) / 2);
  for (let j = 0; j < small.height; j++) {
    frame.data.set(small.data.subarray(j * small.width * 4, (j + 1) * small.width * 4), ((oy + j) * 640 + ox) * 4);
  }
  return encode(frame);
}

/** A 640x480 frame without a face: a wall of the first photo (top left corner, above everyone). */
export function noFacePhoto(): Buffer {
  return encode(resample(samplePhoto(6), 0, 0, 240, 180, 640, 480));
}
