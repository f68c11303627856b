import type { AppContext } from '@server/app-context.ts';
import { readUpload } from '../../file/storage/index.ts';
import { findUserById } from '../../user/user.queries.ts';
import { MAX_REFERENCE_BYTES } from '../face-config.ts';
import type { LiveFrame } from '../liveness/live-sequence.ts';
import { type FaceReading, mirroredReading, readFace } from '../providers/local.ts';
import { MODEL_TAG } from '../providers/local-model.ts';
import { FACE_MSG, FaceServiceError } from '../providers/types.ts';
import { findDescriptorsByIds, findLearnerDescriptorIds } from './face-descriptor.queries.ts';
import { descriptorOf, referenceOf } from './face-descriptor.ts';

/**
 * 1:N face search of face login (issue 15 item 2) with the local provider: the camera photo's descriptor
 * against the stored descriptors (sys_face_descriptor, face-descriptor.ts) of learners whose current face
 * photo they describe. No photo on file is read during a search: a photo whose descriptor is not stored yet
 * (just uploaded, or waiting for the backfill job) is not found until it is.
 */

/**
 * Stricter than 1:1 (0.5): with N faces on file the chances of a look-alike add up. A match must be at most
 * this far and the second-closest person at least AMBIGUITY_MARGIN farther, else the search refuses.
 */
export const LOGIN_MATCH_DISTANCE = 0.45;
export const AMBIGUITY_MARGIN = 0.1;

export type FaceSearch =
  | { kind: 'match'; userId: string; distance: number }
  | { kind: 'no-match' | 'ambiguous' }
  | { kind: 'camera'; msg: string };

const CAMERA_MSG: Record<Exclude<FaceReading['kind'], 'one'>, string> = {
  none: FACE_MSG.noFace,
  many: FACE_MSG.manyFaces,
  small: FACE_MSG.tooSmall,
  unreadable: FACE_MSG.badImage,
};

/** Searches at once in this process (each reads 2-4 camera frames, ~0.2 s CPU each): more are refused. */
const MAX_SEARCHES = 2;
let searching = 0;

/**
 * Reads the camera frames of one face login (one at a time, counted as one search): each must hold one
 * usable face, else the camera text of the first that does not.
 */
export async function readLoginFrames(frames: Buffer[]): Promise<LiveFrame[] | { kind: 'camera'; msg: string }> {
  if (searching >= MAX_SEARCHES) throw new FaceServiceError('local', '刷脸登录人数较多');
  searching++;
  try {
    const out: LiveFrame[] = [];
    for (const frame of frames) {
      const camera = await readFace(frame);
      if (camera.kind !== 'one') return { kind: 'camera', msg: CAMERA_MSG[camera.kind] };
      if (!camera.pose) return { kind: 'camera', msg: FACE_MSG.badImage };
      out.push({ descriptor: camera.descriptor, pose: camera.pose });
    }
    return out;
  } finally {
    searching--;
  }
}

/**
 * Descriptor numbers by row id in this process (a row id always names the same numbers): a search reads
 * only the ids of the current learners' descriptors and fetches the numbers of ids it has not seen.
 * 128 float32 are 512 bytes: 50,000 are ~30 MB with the map.
 */
const numbers = new Map<string, Float32Array>();
const NUMBERS_MAX = 50_000;
const FETCH_CHUNK = 1000;

async function numbersOf(app: AppContext, ids: string[]): Promise<void> {
  const missing = ids.filter((id) => !numbers.has(id));
  for (let i = 0; i < missing.length; i += FETCH_CHUNK) {
    for (const row of await findDescriptorsByIds(app.db, missing.slice(i, i + FETCH_CHUNK))) {
      const d = descriptorOf(row.descriptor);
      if (!d) continue;
      if (numbers.size >= NUMBERS_MAX) numbers.delete(numbers.keys().next().value as string);
      numbers.set(row.id, d);
    }
  }
}

/** The closest two people among the stored descriptors and the verdict (the part measured by the bench). */
export async function searchDescriptors(app: AppContext, probe: ArrayLike<number>): Promise<FaceSearch> {
  const rows = await findLearnerDescriptorIds(app.db, MODEL_TAG);
  await numbersOf(
    app,
    rows.map((r) => r.id),
  );
  // Two best distances of distinct users; squared distances until the end (no sqrt per row).
  let best = { userId: '', d2: Number.POSITIVE_INFINITY };
  let second = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const d = numbers.get(row.id);
    if (!d) continue;
    let d2 = 0;
    for (let i = 0; i < d.length; i++) d2 += (d[i] - probe[i]) ** 2;
    if (d2 < best.d2) {
      if (row.userId !== best.userId) second = best.d2;
      best = { userId: row.userId, d2 };
    } else if (d2 < second && row.userId !== best.userId) second = d2;
  }
  const distance = Math.sqrt(best.d2);
  if (!best.userId || distance > LOGIN_MATCH_DISTANCE) return { kind: 'no-match' };
  if (Math.sqrt(second) < distance + AMBIGUITY_MARGIN) return { kind: 'ambiguous' };
  return { kind: 'match', userId: best.userId, distance };
}

/**
 * The descriptors of a user's face photo on file and of its mirror image (face login's copy check); empty
 * when there is no photo or it holds no usable face.
 */
export async function photoOnFileDescriptors(app: AppContext, userId: string): Promise<number[][]> {
  const user = await findUserById(app.db, userId);
  if (!user?.face) return [];
  const out: number[][] = [];
  const ref = await referenceOf(app, userId, user.face);
  if (ref?.kind === 'one') out.push(ref.descriptor);
  const bytes = await readUpload(app, user.face, MAX_REFERENCE_BYTES);
  const mirrored = bytes ? await mirroredReading(bytes) : null;
  if (mirrored?.kind === 'one') out.push(mirrored.descriptor);
  return out;
}
