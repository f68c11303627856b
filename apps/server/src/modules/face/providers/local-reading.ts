import { decodeRgb, mirrorRgb } from './local-image.ts';
import { findFaces } from './local-model.ts';
import type { FacePose } from './types.ts';

/**
 * One reading of a photo by the local model, in the calling thread (a worker of face-reading-pool.ts, or the
 * main thread when the pool is off): decode, find the faces, describe the single usable one.
 */

/**
 * A face whose 68 landmarks span less than this many pixels across or down (after fitting the photo in
 * ANALYSE_SIDE) is too small. The landmarks' extent, not the detector's box: the tiny detector's box is
 * 0.9-1.45 times the face depending on its input size; the landmarks span 0.9-1.0 of the old SSD box, whose
 * bound was 80 px (a 640x480 frame's face shrunk to 80 px spans 81, to 70 px 71, to 100 px 97).
 */
export const LOCAL_MIN_FACE_PX = 85;
/** A second face counts (several faces) from this detection score; weaker ones are background noise. */
export const SECOND_FACE_CONFIDENCE = 0.5;
/** Photos are analysed at most this large (longer side); camera frames (640x480) are analysed as they are. */
export const ANALYSE_SIDE = 800;

/** What a photo holds: one usable face (its descriptor) or why not. */
export type FaceReading =
  | { kind: 'one'; descriptor: number[]; pose?: FacePose }
  | { kind: 'none' | 'many' | 'small' | 'unreadable'; descriptor?: undefined };

/** Reads a photo (or its mirror image): decodes it, finds its faces and describes the single one. */
export async function readFaceHere(photo: Buffer, mirrored = false): Promise<FaceReading> {
  const decoded = decodeRgb(photo, ANALYSE_SIDE);
  if (!decoded) return { kind: 'unreadable' };
  const img = mirrored ? mirrorRgb(decoded) : decoded;
  const { boxes, best } = await findFaces(img);
  if (boxes.length === 0 || !best) return { kind: 'none' };
  if (boxes.slice(1).some((f) => f.score >= SECOND_FACE_CONFIDENCE)) return { kind: 'many' };
  const box = extent(best.landmarks);
  if (Math.min(box[2], box[3]) < LOCAL_MIN_FACE_PX) return { kind: 'small' };
  const r1 = (v: number) => Math.round(v * 10) / 10;
  const pose: FacePose = {
    width: img.width,
    height: img.height,
    box: box.map(r1) as FacePose['box'],
    points: best.landmarks.flatMap((p) => [r1(p.x), r1(p.y)]),
  };
  return { kind: 'one', descriptor: Array.from(best.descriptor, (v) => Math.round(v * 1e6) / 1e6), pose };
}

/** The box around the landmarks (x, y, width, height): the face's place and size, steadier than the detector's box. */
function extent(points: Array<{ x: number; y: number }>): [number, number, number, number] {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return [x, y, Math.max(...xs) - x, Math.max(...ys) - y];
}
