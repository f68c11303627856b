/**
 * The labelled face set of bench/face-local.ts (issue 29): every face cut out of the six group photos
 * @vladmandic/face-api ships (apps/server/test/face-samples.ts, 22 people), each as its plain cut-out (the
 * photo on file) and 12 variants that resemble another session: mirrored, darker, brighter, blurred, JPEG at
 * quality 25, re-framed, cropped tight, tilted 8 degrees, turned a little left and right (one side squeezed),
 * pixel noise, and the face small in a 640x480 frame. Nothing else ships faces among the installed packages
 * (@vladmandic/human is not installed; Debian's icons are drawings). Plus FA/FR counting.
 */
import { decode, encode, type Rgba, remap } from '../apps/server/test/face-live.ts';
import { SAMPLE_FACES, sampleFace, smallSampleFace } from '../apps/server/test/face-samples.ts';

function pixels(img: Rgba, f: (v: number, i: number) => number): Rgba {
  const data = new Uint8Array(img.data);
  for (let i = 0; i < data.length; i++) if (i % 4 !== 3) data[i] = Math.max(0, Math.min(255, f(data[i], i)));
  return { ...img, data };
}

/** Horizontal "turn": the half towards `side` squeezed to 80 %, the other stretched, the middle moved. */
function turned(img: Rgba, side: 1 | -1): Rgba {
  const mid = img.width / 2;
  const to = mid + (side * img.width) / 12;
  return remap(img, (x, y) => [x < to ? (x / to) * mid : mid + ((x - to) / (img.width - to)) * mid, y]);
}

function tilted(img: Rgba, degrees: number): Rgba {
  const a = (degrees * Math.PI) / 180;
  const [cx, cy] = [img.width / 2, img.height / 2];
  return remap(img, (x, y) => [
    cx + (x - cx) * Math.cos(a) + (y - cy) * Math.sin(a),
    cy - (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ]);
}

function noise(img: Rgba, seed: number): Rgba {
  let s = seed;
  return pixels(img, (v) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return v + Math.round((s / 0x7fffffff - 0.5) * 16);
  });
}

const centreCrop = (img: Rgba, keep: number) => {
  const [cx, cy] = [img.width / 2, img.height / 2];
  return remap(img, (x, y) => [cx + (x - cx) * keep, cy + (y - cy) * keep]);
};

export const VARIANTS = [
  'mirror',
  'dark',
  'bright',
  'blur',
  'jpeg25',
  'reframe',
  'tight',
  'tilt',
  'turnL',
  'turnR',
  'noise',
  'frame130',
] as const;
export type SetVariant = (typeof VARIANTS)[number];

/** Person `i`'s picture: the plain cut-out (the photo on file) or one variant. */
export function setPhoto(i: number, v: SetVariant | 'plain'): Buffer {
  if (v === 'plain' || v === 'mirror' || v === 'dark' || v === 'blur' || v === 'reframe') return sampleFace(i, v);
  if (v === 'frame130') return smallSampleFace(i, 130);
  const img = decode(sampleFace(i));
  if (v === 'bright') return encode(pixels(img, (x) => x * 1.25 + 20));
  if (v === 'jpeg25') return encode(img, 25);
  if (v === 'tight') return encode(centreCrop(img, 0.8));
  if (v === 'tilt') return encode(tilted(img, i % 2 ? 8 : -8));
  if (v === 'turnL') return encode(turned(img, -1));
  if (v === 'turnR') return encode(turned(img, 1));
  return encode(noise(img, i + 1));
}

export const PEOPLE = SAMPLE_FACES.length;

export interface LabelledReading {
  person: number;
  variant: SetVariant | 'plain';
  descriptor?: number[];
}

/** Same-person and different-people distances of every pair of readings with a usable face. */
export function pairDistances(rs: LabelledReading[], distance: (a: number[], b: number[]) => number) {
  const same: number[] = [];
  const diff: number[] = [];
  const usable = rs.filter((r) => r.descriptor);
  for (let a = 0; a < usable.length; a++) {
    for (let b = a + 1; b < usable.length; b++) {
      const d = distance(usable[a].descriptor as number[], usable[b].descriptor as number[]);
      (usable[a].person === usable[b].person ? same : diff).push(d);
    }
  }
  return { same, diff };
}

/** "FR x/y (z %), FA x/y" at threshold t: false rejects among same-person pairs, false accepts among the others. */
export function rates(p: { same: number[]; diff: number[] }, t: number): string {
  const fr = p.same.filter((d) => d > t).length;
  const fa = p.diff.filter((d) => d <= t).length;
  const pc = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  return `FR ${fr}/${p.same.length} (${pc(fr, p.same.length)}), FA ${fa}/${p.diff.length.toLocaleString('en')} (${pc(fa, p.diff.length)})`;
}
