import { createHash } from 'node:crypto';
import type { Kv } from '@server/lib/kv.ts';
import { decodeRgb } from './local-image.ts';
import { descriptorDistance, findFaces, MODEL_TAG } from './local-model.ts';
import { FACE_MSG, type FaceProviderFactory, FaceReferenceError, type FaceVerdict, verdict } from './types.ts';

/**
 * The local provider (issue 15; docs/DECISIONS.md "Local face provider"): faces are found and described on
 * this server (local-model.ts) and compared by the Euclidean distance of their 128-number descriptors. No
 * cloud account, no settings; it is also the provider used while no face configuration has been saved.
 * The reference photo's descriptor is computed once per picture (keyed by its SHA-256) and kept in the kv
 * store and a small in-process cache.
 */

/**
 * Same person when the distance is at most this. face-api's usual bound is 0.6; measured on the package's
 * sample faces 0.5 keeps every built same-person pair and refuses every pair of different people with a
 * margin on both sides (figures in docs/DECISIONS.md).
 */
export const LOCAL_MATCH_DISTANCE = 0.5;
/** A face narrower or lower than this many pixels (after fitting the photo in ANALYSE_SIDE) is too small. */
export const LOCAL_MIN_FACE_PX = 80;
/** A second face counts (several faces) from this detection confidence; weaker ones are background noise. */
export const SECOND_FACE_CONFIDENCE = 0.5;
/** Photos are analysed at most this large (longer side); camera frames (640x480) are analysed as they are. */
export const ANALYSE_SIDE = 800;

/** What a photo holds: one usable face (its descriptor) or why not. */
export type FaceReading =
  | { kind: 'one'; descriptor: number[] }
  | { kind: 'none' | 'many' | 'small' | 'unreadable'; descriptor?: undefined };

/** Reads a photo: decodes it, finds its faces and describes the single one. */
export async function readFace(photo: Buffer): Promise<FaceReading> {
  const img = decodeRgb(photo, ANALYSE_SIDE);
  if (!img) return { kind: 'unreadable' };
  const faces = await findFaces(img);
  if (faces.length === 0) return { kind: 'none' };
  if (faces.slice(1).some((f) => f.score >= SECOND_FACE_CONFIDENCE)) return { kind: 'many' };
  const { box, descriptor } = faces[0];
  if (Math.min(box.width, box.height) < LOCAL_MIN_FACE_PX) return { kind: 'small' };
  return { kind: 'one', descriptor: Array.from(descriptor, (v) => Math.round(v * 1e6) / 1e6) };
}

const CAMERA_MSG: Record<Exclude<FaceReading['kind'], 'one'>, string> = {
  none: FACE_MSG.noFace,
  many: FACE_MSG.manyFaces,
  small: FACE_MSG.tooSmall,
  unreadable: FACE_MSG.badImage,
};

/** Similarity 0-100 shown as the score: 100 for identical descriptors, 0 at distance 1 or more. */
export const similarity = (distance: number) => Math.round(Math.max(0, 1 - distance) * 1000) / 10;

/** Reference readings by picture hash (most recent last); the kv store keeps them across processes. */
const recent = new Map<string, FaceReading>();
const RECENT_MAX = 500;
/** The kv store keeps a reading 30 days after it was computed; a photo change gives a new hash anyway. */
const KV_TTL_SEC = 30 * 24 * 3600;

function remember(key: string, reading: FaceReading): void {
  recent.delete(key);
  recent.set(key, reading);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
}

/** The reading of a reference photo, computed once per picture. */
export async function referenceReading(reference: Buffer, kv?: Kv): Promise<FaceReading> {
  const key = `face:local:${MODEL_TAG}:${createHash('sha256').update(reference).digest('hex')}`;
  const known = recent.get(key);
  if (known) {
    remember(key, known);
    return known;
  }
  const stored = kv ? parseReading(await kv.get(key)) : null;
  if (stored) {
    remember(key, stored);
    return stored;
  }
  const reading = await readFace(reference);
  remember(key, reading);
  if (kv) await kv.set(key, JSON.stringify(reading), KV_TTL_SEC);
  return reading;
}

function parseReading(text: string | null): FaceReading | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as FaceReading;
    if (v.kind === 'one') return Array.isArray(v.descriptor) && v.descriptor.length === 128 ? v : null;
    return ['none', 'many', 'small', 'unreadable'].includes(v.kind) ? { kind: v.kind } : null;
  } catch {
    // A damaged entry is computed again.
    return null;
  }
}

/** The verdict on a camera reading against a reference reading. */
export function localVerdict(camera: FaceReading, reference: FaceReading): FaceVerdict {
  if (reference.kind !== 'one') return verdict(false, 0, FACE_MSG.referenceUnusable);
  if (camera.kind !== 'one') return verdict(false, 0, CAMERA_MSG[camera.kind]);
  const distance = descriptorDistance(camera.descriptor, reference.descriptor);
  const score = similarity(distance);
  return distance <= LOCAL_MATCH_DISTANCE
    ? verdict(true, score, FACE_MSG.matched)
    : verdict(false, score, FACE_MSG.mismatch);
}

export const localFace: FaceProviderFactory = (_settings, options = {}) => ({
  name: 'local',
  async compare(photo, reference) {
    // The reference first: when it holds no usable face nothing the learner does at the camera helps.
    const ref = await referenceReading(reference, options.kv);
    if (ref.kind !== 'one') throw new FaceReferenceError(ref.kind);
    return localVerdict(await readFace(photo), ref);
  },
});
