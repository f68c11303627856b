import type { AppContext } from '@server/app-context.ts';
import { newId } from '@server/lib/ids.ts';
import { readUpload } from '../../file/storage/index.ts';
import { MAX_REFERENCE_BYTES } from '../face-config.ts';
import { activeFaceProvider } from '../providers/index.ts';
import { type FaceReading, pictureSha256, referenceReading } from '../providers/local.ts';
import { MODEL_TAG } from '../providers/local-model.ts';
import {
  deleteStaleDescriptors,
  findDescriptorBySha,
  findFacesWithoutDescriptor,
  findUserDescriptor,
  upsertDescriptor,
} from './face-descriptor.queries.ts';

/**
 * Stored face descriptors (issue 15; docs/decisions/face.md "Stored face descriptors"): the local model's
 * 128-number descriptor of each user's face photo, in sys_face_descriptor under the model's tag. Computed in
 * the background when a face photo is set, by the backfill job for photos set before (or a model change),
 * and on demand by a comparison that finds none. Face login searches only these rows.
 */

const DESCRIPTOR_LENGTH = 128;

/** 128 numbers as 512 bytes (float32, little-endian). */
export function descriptorBytes(descriptor: ArrayLike<number>): Buffer {
  const out = Buffer.alloc(descriptor.length * 4);
  for (let i = 0; i < descriptor.length; i++) out.writeFloatLE(descriptor[i], i * 4);
  return out;
}

/** The numbers of a stored descriptor (null when the bytes are not 128 float32). */
export function descriptorOf(bytes: Buffer): Float32Array | null {
  if (bytes.length !== DESCRIPTOR_LENGTH * 4) return null;
  const out = new Float32Array(DESCRIPTOR_LENGTH);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

const reading = (d: Float32Array): FaceReading => ({ kind: 'one', descriptor: Array.from(d) });

/**
 * The reference reading of a user's face photo `face` for a comparison: the stored descriptor when there is
 * one; else the photo is read (null when it cannot be), a descriptor of the same picture is reused or the
 * model reads it, and a usable one is stored. A photo without a usable face answers its reading, stores nothing.
 */
export async function referenceOf(app: AppContext, userId: string, face: string): Promise<FaceReading | null> {
  const stored = await findUserDescriptor(app.db, userId, face, MODEL_TAG);
  const known = stored && descriptorOf(stored);
  if (known) return reading(known);
  const bytes = await readUpload(app, face, MAX_REFERENCE_BYTES);
  if (!bytes) return null;
  const sha = pictureSha256(bytes);
  const same = await findDescriptorBySha(app.db, sha, MODEL_TAG);
  const copied = same && descriptorOf(same);
  const ref = copied ? reading(copied) : await referenceReading(bytes);
  if (ref.kind === 'one') {
    await upsertDescriptor(app.db, {
      id: newId(),
      userId,
      photo: face,
      photoSha256: sha,
      modelTag: MODEL_TAG,
      descriptor: descriptorBytes(ref.descriptor),
    });
  }
  return ref;
}

/** Computes and stores the descriptor of a user's face photo when the local provider compares faces. */
export async function storeFaceDescriptor(app: AppContext, userId: string, face: string): Promise<FaceReading | null> {
  if ((await activeFaceProvider(app))?.name !== 'local') return null;
  return referenceOf(app, userId, face);
}

const pending = new Set<Promise<unknown>>();

/**
 * After a face photo is set: its descriptor is computed in the background (the answer never waits on the
 * model); a failure is logged and the backfill job tries again.
 */
export function scheduleFaceDescriptor(app: AppContext, userId: string, face: string): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => storeFaceDescriptor(app, userId, face))
    .catch((err) => app.log.warn({ err, userId, face }, 'face descriptor not computed'))
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Waits for the descriptors being computed in the background (app close, tests). */
export async function settleFaceDescriptors(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** How often (at most) a process deletes descriptors nothing searches any more. */
const STALE_SWEEP_MS = 3600_000;
/** Not at start: a process sweeps an hour after it started, then hourly. */
let lastStaleSweep = Date.now();

/**
 * Deletes stale descriptors (deleteStaleDescriptors: other model, replaced or cleared photo, deleted user)
 * at most once an hour per process, whatever the face provider: switching away from the local provider does
 * not keep biometric data that serves nothing. Answers how many went.
 */
export async function sweepStaleDescriptors(app: AppContext, now = Date.now()): Promise<number> {
  if (now - lastStaleSweep < STALE_SWEEP_MS) return 0;
  lastStaleSweep = now;
  return deleteStaleDescriptors(app.db, MODEL_TAG);
}

/** How many photos one backfill pass reads (~0.5 s each, one at a time; comparisons queue behind them). */
export const BACKFILL_BATCH = 5;
/** Where the backfill of this process left off (by user id) and the photos it found unusable. */
const backfill = { after: '', unusable: new Set<string>() };

/**
 * One backfill pass: up to BACKFILL_BATCH current face photos without a descriptor under this model are read
 * and stored, in user id order from where the last pass stopped (from the start again once past the end).
 * Photos without a usable face are remembered in this process and not read again. Answers how many it stored.
 */
export async function backfillFaceDescriptors(app: AppContext): Promise<number> {
  if ((await activeFaceProvider(app))?.name !== 'local') return 0;
  let stored = 0;
  let read = 0;
  while (read < BACKFILL_BATCH) {
    const batch = await findFacesWithoutDescriptor(app.db, MODEL_TAG, backfill.after, BACKFILL_BATCH * 4);
    if (!batch.length) {
      backfill.after = '';
      break;
    }
    for (const u of batch) {
      backfill.after = u.id;
      const key = `${u.id}:${u.face}`;
      if (backfill.unusable.has(key)) continue;
      read++;
      const r = await referenceOf(app, u.id, u.face);
      if (r?.kind === 'one') stored++;
      else if (backfill.unusable.size < 100_000) backfill.unusable.add(key);
      if (read >= BACKFILL_BATCH) break;
    }
  }
  return stored;
}
