import { createHash } from 'node:crypto';
import { readFaceInPool } from './face-reading-pool.ts';
import { descriptorDistance, MODEL_TAG } from './local-model.ts';
import type { FaceReading } from './local-reading.ts';

export type { FaceReading } from './local-reading.ts';

import { FACE_MSG, type FaceProviderFactory, FaceReferenceError, type FaceVerdict, verdict } from './types.ts';

/**
 * The local provider (issue 15; docs/decisions/face.md "Local face provider"): faces are found and described on
 * this server (local-model.ts) and compared by the Euclidean distance of their 128-number descriptors. No
 * cloud account, no settings; it is also the provider used while no face configuration has been saved.
 * The descriptor of a user's face photo is computed once per picture and model and stored in
 * sys_face_descriptor (face-descriptor.ts); this process also keeps the last 500 reference readings.
 */

/**
 * Same person when the distance is at most this. face-api's usual bound is 0.6; measured on faces built from the
 * packages' sample photos (figures in docs/decisions/face.md "The local 1:1 threshold is 0.5").
 */
export const LOCAL_MATCH_DISTANCE = 0.5;

/** Reads a photo (or its mirror image) on the process's face reading workers (face-reading-pool.ts). */
export const readFace = (photo: Buffer, mirrored = false): Promise<FaceReading> => readFaceInPool(photo, mirrored);

const CAMERA_MSG: Record<Exclude<FaceReading['kind'], 'one'>, string> = {
  none: FACE_MSG.noFace,
  many: FACE_MSG.manyFaces,
  small: FACE_MSG.tooSmall,
  unreadable: FACE_MSG.badImage,
};

/** Similarity 0-100 shown as the score: 100 for identical descriptors, 0 at distance 1 or more. */
export const similarity = (distance: number) => Math.round(Math.max(0, 1 - distance) * 1000) / 10;

/** Reference readings by picture hash (most recent last): repeated comparisons against one photo read it once. */
const recent = new Map<string, FaceReading>();
const RECENT_MAX = 500;

function remember(key: string, reading: FaceReading): void {
  recent.delete(key);
  recent.set(key, reading);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
}

/** The SHA-256 (hex) of a picture's bytes: what a stored descriptor is known by. */
export const pictureSha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The reading of a reference photo, kept in this process by picture hash and model (the stored descriptors,
 * face-descriptor.ts, are the lasting copy; a photo without a usable face is stored nowhere but here).
 */
export async function referenceReading(reference: Buffer): Promise<FaceReading> {
  const key = `${MODEL_TAG}:${pictureSha256(reference)}`;
  const known = recent.get(key);
  if (known) {
    remember(key, known);
    return known;
  }
  // A reference keeps only its descriptor: the pose is for camera photos (liveness).
  const read = await readFace(reference);
  const reading: FaceReading = read.kind === 'one' ? { kind: 'one', descriptor: read.descriptor } : read;
  remember(key, reading);
  return reading;
}

/**
 * The reading of a reference photo's mirror image (face login: a mirrored copy of the photo on file is no
 * camera frame), kept like the reference readings.
 */
export async function mirroredReading(reference: Buffer): Promise<FaceReading> {
  const key = `${MODEL_TAG}:mirror:${pictureSha256(reference)}`;
  const known = recent.get(key) ?? (await readFace(reference, true));
  const reading: FaceReading = known.kind === 'one' ? { kind: 'one', descriptor: known.descriptor } : known;
  remember(key, reading);
  return reading;
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

/**
 * Compares a camera photo with a reference reading (a stored descriptor or a photo just read). A reference
 * without a usable face throws FaceReferenceError: nothing the learner does at the camera helps.
 */
export async function compareWithReading(photo: Buffer, ref: FaceReading): Promise<FaceVerdict> {
  if (ref.kind !== 'one') throw new FaceReferenceError(ref.kind);
  const camera = await readFace(photo);
  const v = localVerdict(camera, ref);
  return camera.kind === 'one' && camera.pose ? { ...v, pose: camera.pose } : v;
}

export const localFace: FaceProviderFactory = () => ({
  name: 'local',
  async compare(photo, reference) {
    // The reference first: when it holds no usable face nothing the learner does at the camera helps.
    return compareWithReading(photo, await referenceReading(reference));
  },
});
