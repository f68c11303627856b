import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import jpeg from 'jpeg-js';
import { SHOTS } from './auth.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

/**
 * Clips for Chromium's fake camera (`--use-file-for-fake-video-capture`), built at test time under .tmp/ from
 * the photos @vladmandic/face-api ships in demo/ (nothing downloaded): a 640 x 480 Y4M (YUV 4:2:0) clip of a
 * face, and one of a plain gradient without a face.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

const require = createRequire(import.meta.url);
const demoDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const clipDir = path.resolve(SHOTS, '..', 'fake-video');

/** A face in a demo photo: the photo's number and the face's x, y, width, height. */
type FaceSpot = { sample: number; box: readonly [number, number, number, number] };
/** The first face of sample1.jpg: the face the server's tests use as sampleFace(0). */
const FIRST_FACE: FaceSpot = { sample: 1, box: [413, 355, 177, 238] };
/** Another person: sample3.jpg's first face, the server's tests' sampleFace(6). */
const OTHER_FACE: FaceSpot = { sample: 3, box: [585, 329, 199, 271] };

type Rgb = (x: number, y: number) => [number, number, number];

/** A frame around the face: the face about a third of the width, like a learner at a laptop. */
function facePixels({ sample, box }: FaceSpot): Rgb {
  const img = jpeg.decode(fs.readFileSync(path.join(demoDir, `sample${sample}.jpg`)), { useTArray: true });
  const [fx, fy, fw, fh] = box;
  const cropW = Math.round(fw / 0.35);
  const cropH = Math.round((cropW * HEIGHT) / WIDTH);
  const x0 = Math.round(fx + fw / 2 - cropW / 2);
  const y0 = Math.round(fy + fh / 2 - cropH / 2);
  return (x, y) => {
    const sx = Math.min(img.width - 1, Math.max(0, Math.floor(x0 + (x * cropW) / WIDTH)));
    const sy = Math.min(img.height - 1, Math.max(0, Math.floor(y0 + (y * cropH) / HEIGHT)));
    const i = (sy * img.width + sx) * 4;
    return [img.data[i], img.data[i + 1], img.data[i + 2]];
  };
}

/** An empty room: a soft grey-blue gradient. */
const emptyPixels: Rgb = (x, y) => [150 + Math.round((x / WIDTH) * 40), 160 + Math.round((y / HEIGHT) * 30), 175];

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** One frame in YUV 4:2:0 (full-range BT.601, as C420jpeg says). */
function yuvFrame(rgb: Rgb): Buffer {
  const ySize = WIDTH * HEIGHT;
  const cSize = (WIDTH / 2) * (HEIGHT / 2);
  const out = Buffer.alloc(ySize + cSize * 2);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = rgb(x, y);
      out[y * WIDTH + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < HEIGHT / 2; y++) {
    for (let x = 0; x < WIDTH / 2; x++) {
      const [r, g, b] = rgb(x * 2, y * 2);
      const i = y * (WIDTH / 2) + x;
      out[ySize + i] = clamp(-0.1687 * r - 0.3313 * g + 0.5 * b + 128);
      out[ySize + cSize + i] = clamp(0.5 * r - 0.4187 * g - 0.0813 * b + 128);
    }
  }
  return out;
}

function writeClip(name: string, rgb: Rgb): string {
  fs.mkdirSync(clipDir, { recursive: true });
  const file = path.join(clipDir, name);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), yuvFrame(rgb)]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}

/** The clip of a face (sample1's first face), built once per run. */
export const faceClip = () => writeClip('face.y4m', facePixels(FIRST_FACE));
/** The clip of another person's face (sample3's first face). */
export const otherFaceClip = () => writeClip('other-face.y4m', facePixels(OTHER_FACE));
/** The clip of an empty room. */
export const noFaceClip = () => writeClip('no-face.y4m', emptyPixels);

/** A Chromium whose camera plays `clip` (and asks no permission). */
export function launchWithCamera(clip: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  });
}
