import { createHash } from 'node:crypto';
import type { AppContext } from '@server/app-context.ts';
import { readUpload } from '../../file/storage/index.ts';
import { findUserById, findUsersWithFace } from '../../user/user.queries.ts';
import { MAX_REFERENCE_BYTES } from '../face-config.ts';
import { activeFaceProvider } from '../providers/index.ts';
import { type FaceGroup, type FaceProvider, FaceServiceError } from '../providers/types.ts';
import { deleteFaceRemovals, dropFaceRemovalsBefore, findFaceRemovals } from './face-removal.queries.ts';
import { AMBIGUITY_MARGIN, type FaceSearch } from './face-search.ts';

/**
 * Face login through a cloud provider's face group (issue 15; docs/decisions/face-login.md "Face groups at the cloud
 * vendors"). A learner's face photo on file is enrolled in the group the face configuration names, under our user id
 * and with a tag (a hash of the photo's address): at the upload, and by `syncFaceGroup` for photos the group does not
 * hold yet (started in the background by face login, at most once an hour per group). A search result counts only when
 * its tag is the user's current photo: a face enrolled before a change that did not reach the vendor never signs
 * anybody in.
 */

/** Tag stored with an enrolled face: the first 32 hex digits of the SHA-256 of the face photo's address. */
export const faceTag = (face: string) => createHash('sha256').update(face.split(/[?#]/)[0]).digest('hex').slice(0, 32);

/** Enrolment markers per group and user (a lost marker only costs a second, idempotent enrolment). */
const MARKER_TTL_SEC = 30 * 24 * 3600;
const markerKey = (group: FaceGroup, userId: string) => `face:group:${group.key}:${userId}`;
/**
 * The group's generation, part of every marker's value: bumped when the vendor's group was found missing and
 * created again (every earlier enrolment is gone), so the next sync enrols everybody again.
 */
const generationKey = (group: FaceGroup) => `face:group-gen:${group.key}`;
const GENERATION_TTL_SEC = 365 * 24 * 3600;
const marker = async (app: AppContext, group: FaceGroup, tag: string) =>
  `${(await app.kv.get(generationKey(group))) ?? '0'}:${tag}`;
/** How often face login starts a background enrolment of photos the group lacks. */
const SYNC_EVERY_SEC = 3600;
/** Users enrolled by one sync run (each is a vendor call). */
export const SYNC_BATCH = 500;

/** Enrols one user's face photo in the group; answers whether it did (photo unreadable: false). */
async function enroll(app: AppContext, group: FaceGroup, userId: string, face: string): Promise<boolean> {
  const bytes = await readUpload(app, face, MAX_REFERENCE_BYTES);
  if (!bytes) return false;
  const tag = faceTag(face);
  await group.enroll(userId, bytes, tag);
  if (!(await findUserById(app.db, userId))) {
    // Deleted while this enrolment ran (its queued removal may have gone first): take the face out again.
    await group.remove(userId);
    return false;
  }
  await app.kv.set(markerKey(group, userId), await marker(app, group, tag), MARKER_TTL_SEC);
  return true;
}

/**
 * Puts a new face photo in the configured face group (nothing without a cloud group). An outage is logged,
 * never thrown: the photo is saved anyway and the next sync enrols it.
 */
export async function enrollFace(app: AppContext, userId: string, face: string): Promise<void> {
  const group = (await activeFaceProvider(app))?.group;
  if (!group) return;
  try {
    await enroll(app, group, userId, face);
  } catch (err) {
    if (!(err instanceof FaceServiceError)) throw err;
    app.log.warn({ userId, err: err.message }, 'face group enrolment failed; the next sync retries');
  }
}

/**
 * Enrols the face photos on file the group does not hold yet (by marker), at most SYNC_BATCH; stops at the
 * first outage. Answers how many were enrolled.
 */
export async function syncFaceGroup(app: AppContext, group: FaceGroup): Promise<number> {
  let done = 0;
  for (const u of await findUsersWithFace(app.db)) {
    if (done >= SYNC_BATCH) break;
    if ((await app.kv.get(markerKey(group, u.id))) === (await marker(app, group, faceTag(u.face)))) continue;
    try {
      if (await enroll(app, group, u.id, u.face)) done++;
    } catch (err) {
      if (!(err instanceof FaceServiceError)) throw err;
      app.log.warn({ err: err.message, enrolled: done }, 'face group sync stopped by an outage');
      break;
    }
  }
  return done;
}

/** Starts a background sync of the group unless one started within the hour (any process). */
export async function maybeSyncFaceGroup(app: AppContext, group: FaceGroup): Promise<void> {
  if (!(await app.kv.setIfAbsent(`face:group-sync:${group.key}`, '1', SYNC_EVERY_SEC))) return;
  syncFaceGroup(app, group).catch((err: unknown) => app.log.error({ err }, 'face group sync failed'));
}

/**
 * 1:N search in the vendor's group, with the local search's rules: the best current candidate must reach
 * the vendor's match score, and the second-best person within AMBIGUITY_MARGIN (as similarity points: 100 x
 * the local distance margin) makes the search ambiguous.
 */
export async function searchFaceGroup(
  app: AppContext,
  group: FaceGroup,
  photo: Buffer,
  compare?: FaceProvider['compare'],
): Promise<FaceSearch> {
  const margin = AMBIGUITY_MARGIN * 100;
  const found = await group.search(photo, 5, Math.max(0, group.matchScore - margin));
  if (found.kind === 'camera') return found;
  if (found.recreated) {
    // The vendor's group was gone and is empty now: enrol everybody again, starting at once.
    await app.kv.incr(generationKey(group), GENERATION_TTL_SEC);
    await app.kv.del(`face:group-sync:${group.key}`);
    await maybeSyncFaceGroup(app, group);
    return { kind: 'no-match' };
  }
  const current: Array<{ userId: string; score: number }> = [];
  for (const c of found.candidates) {
    if (!/^\d{1,20}$/.test(c.userId)) continue;
    const user = await findUserById(app.db, c.userId);
    if (user?.face && faceTag(user.face) === c.tag) current.push(c);
  }
  current.sort((a, b) => b.score - a.score);
  const [best, second] = current;
  if (!best || best.score < group.matchScore) return { kind: 'no-match' };
  if (second && second.score > best.score - margin) return { kind: 'ambiguous' };
  if (group.confirmByCompare && !(await confirmed(app, best.userId, photo, compare))) return { kind: 'no-match' };
  return { kind: 'match', userId: best.userId, distance: Math.round((100 - best.score) * 10) / 1000 };
}

/** The 1:1 comparison of the camera photo with the user's photo on file (FaceGroup.confirmByCompare). */
async function confirmed(
  app: AppContext,
  userId: string,
  photo: Buffer,
  compare: FaceProvider['compare'] | undefined,
): Promise<boolean> {
  const user = await findUserById(app.db, userId);
  const reference = compare && user?.face ? await readUpload(app, user.face, MAX_REFERENCE_BYTES) : null;
  if (!compare || !reference) return false;
  return (await compare(photo, reference)).pass;
}

/** Removals per pass (each is a vendor call). */
const REMOVE_BATCH = 200;
/** A removal no cloud face group took within this time is given up (the group it was in is out of reach). */
const REMOVAL_GIVE_UP_MS = 90 * 24 * 3600_000;

/**
 * Removes the faces of deleted users (sys_face_removal, queued by the deletion) from the configured cloud face
 * group, at every face sweep (jobs/face-descriptor-backfill.ts: within a minute by default): oldest first, at
 * most REMOVE_BATCH, stopping at the first outage (the next pass retries). Without a cloud group nothing is
 * called and the queue waits, up to 90 days. Answers how many were removed.
 */
export async function removeDeletedFaces(app: AppContext): Promise<number> {
  const dropped = await dropFaceRemovalsBefore(app.db, new Date(Date.now() - REMOVAL_GIVE_UP_MS));
  if (dropped) app.log.warn({ dropped }, 'face removals given up after 90 days without a cloud face group');
  const group = (await activeFaceProvider(app))?.group;
  if (!group) return 0;
  let done = 0;
  for (const r of await findFaceRemovals(app.db, REMOVE_BATCH)) {
    try {
      await group.remove(r.userId);
    } catch (err) {
      if (!(err instanceof FaceServiceError)) throw err;
      app.log.warn(
        { err: err.message, removed: done },
        'face group removal stopped by an outage; the next pass retries',
      );
      break;
    }
    await deleteFaceRemovals(app.db, [r.userId]);
    await app.kv.del(markerKey(group, r.userId));
    done++;
  }
  return done;
}
