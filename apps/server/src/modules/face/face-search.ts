import { createHash } from 'node:crypto';
import type { AppContext } from '@server/app-context.ts';
import { readUpload } from '../file/storage/index.ts';
import { findUsersWithFace } from '../user/user.queries.ts';
import { MAX_REFERENCE_BYTES } from './face.service.ts';
import { type FaceReading, readFace, referenceReading } from './providers/local.ts';
import { descriptorDistance, MODEL_TAG } from './providers/local-model.ts';
import { FACE_MSG, FaceServiceError } from './providers/types.ts';

/**
 * 1:N face search of face login (issue 15 item 2) with the local provider: the camera photo's descriptor
 * against the descriptor of every face photo on file. A face photo's reading is found by its address
 * (kv `face:local:<model tag>:url:<sha256 of the address>`, which points to the reading kept by content hash in
 * providers/local.ts), so a search reads no photo twice; a photo never read before is read once here.
 */

/**
 * Stricter than 1:1 (0.5): with N faces on file the chances of a look-alike add up. A match must be at most
 * this far and the second-closest person at least AMBIGUITY_MARGIN farther, else the search refuses.
 */
export const LOGIN_MATCH_DISTANCE = 0.45;
export const AMBIGUITY_MARGIN = 0.1;
const URL_TTL_SEC = 30 * 24 * 3600;
/** Readings by face photo address in this process (a 128-number reading is ~1 KB; 20,000 is ~20 MB). */
const byUrl = new Map<string, FaceReading>();
const BY_URL_MAX = 20_000;

function keep(face: string, reading: FaceReading): FaceReading {
  if (byUrl.size >= BY_URL_MAX) byUrl.delete(byUrl.keys().next().value as string);
  byUrl.set(face, reading);
  return reading;
}

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

/** The reading of a user's face photo on file, or null when it cannot be read. */
async function readingOf(app: AppContext, face: string): Promise<FaceReading | null> {
  const mine = byUrl.get(face);
  if (mine) return mine;
  const urlKey = `face:local:${MODEL_TAG}:url:${createHash('sha256').update(face).digest('hex')}`;
  const known = await app.kv.get(urlKey);
  if (known) {
    try {
      return keep(face, JSON.parse(known) as FaceReading);
    } catch {
      // A damaged entry is read again below.
    }
  }
  const bytes = await readUpload(app, face, MAX_REFERENCE_BYTES);
  if (!bytes) return null;
  const reading = await referenceReading(bytes, app.kv);
  await app.kv.set(urlKey, JSON.stringify(reading), URL_TTL_SEC);
  return keep(face, reading);
}

/** Finds the one user whose face photo on file shows the person in `photo`. */
/** Searches at once in this process: each may read many photos, so more wait for nobody (refused). */
const MAX_SEARCHES = 2;
let searching = 0;

export async function searchFace(app: AppContext, photo: Buffer): Promise<FaceSearch> {
  if (searching >= MAX_SEARCHES) throw new FaceServiceError('local', '刷脸登录人数较多');
  searching++;
  try {
    return await search(app, photo);
  } finally {
    searching--;
  }
}

async function search(app: AppContext, photo: Buffer): Promise<FaceSearch> {
  const camera = await readFace(photo);
  if (camera.kind !== 'one') return { kind: 'camera', msg: CAMERA_MSG[camera.kind] };
  const found: Array<{ userId: string; distance: number }> = [];
  for (const u of await findUsersWithFace(app.db)) {
    const ref = await readingOf(app, u.face);
    if (ref?.kind !== 'one') continue;
    found.push({ userId: u.id, distance: descriptorDistance(camera.descriptor, ref.descriptor) });
  }
  found.sort((a, b) => a.distance - b.distance);
  const [best, second] = found;
  if (!best || best.distance > LOGIN_MATCH_DISTANCE) return { kind: 'no-match' };
  if (second && second.distance < best.distance + AMBIGUITY_MARGIN) return { kind: 'ambiguous' };
  return { kind: 'match', ...best };
}
