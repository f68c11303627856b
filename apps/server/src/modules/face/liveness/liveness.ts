import { createHash } from 'node:crypto';
import type { Kv } from '@server/lib/kv.ts';
import type { FacePose } from '../providers/types.ts';

/**
 * Liveness beyond the spec (issue 15 item 5; docs/decisions/face.md "Face liveness"): within one check (an exam
 * paper, a course's study photos, the face-check dialog) a camera photo is refused
 * - when the very same image (same bytes) was already sent to that check: a replayed picture, never a
 *   camera frame (sensor noise makes two frames differ);
 * - when the face has not moved (its landmarks, local provider) over STILL_CAPTURES captures in a row:
 *   a printed photo propped in front of the camera.
 * Both are remembered in the kv store per check for CHECK_TTL_SEC, so every process of a deployment agrees.
 */

/** One check whose photos are compared with each other: `paper:<id>`, `study:<user>:<course>`, `dialog:<user>`. */
export interface LivenessCheck {
  scope: string;
}

/** How long a check remembers its images and the last face position (an exam or a day of study). */
export const CHECK_TTL_SEC = 24 * 3600;
/**
 * Two face positions are "the same" when the 68 landmarks moved on average by at most this share of the face's
 * width (~3.5 px for a 170 px face). Measured on the sample faces (docs/decisions/face.md "Face liveness"): re-encoded
 * or noisy frames of one still picture move 0.4-1.5 %, a picture shifted by 4 px 1.8-2.8 %, by 8 px 3.9-4.9 %. The face
 * box is not used: the detector's box jitters up to 6.5 % on noisy frames of one picture.
 */
export const STILL_TOLERANCE = 0.02;
/** This many captures in a row at the same position are refused (the first STILL_CAPTURES - 1 are allowed). */
export const STILL_CAPTURES = 3;

const imageKey = (scope: string, bytes: Buffer) =>
  `face:live:img:${scope}:${createHash('sha256').update(bytes).digest('hex')}`;
const poseKey = (scope: string) => `face:live:pose:${scope}`;

/** Remembers the image for the check; true when the same bytes were sent to it before (atomic: of two at once one is first). */
export async function isReplayed(kv: Kv, check: LivenessCheck, bytes: Buffer): Promise<boolean> {
  return !(await kv.setIfAbsent(imageKey(check.scope, bytes), '1', CHECK_TTL_SEC));
}

/** Forgets an image of the check that could not be compared (provider outage): sending it again is no replay. */
export async function forgetImage(kv: Kv, check: LivenessCheck, bytes: Buffer): Promise<void> {
  await kv.del(imageKey(check.scope, bytes));
}

/**
 * How far the face moved from `a` to `b`: the mean displacement of the landmarks as a share of the face's
 * width. Infinity when the two cannot be compared (another frame size or landmark count): that counts as
 * movement, never as a refusal.
 */
export function poseMovement(a: FacePose, b: FacePose): number {
  if (a.width !== b.width || a.height !== b.height || a.points.length !== b.points.length || !a.points.length) {
    return Number.POSITIVE_INFINITY;
  }
  let sum = 0;
  for (let i = 0; i + 1 < a.points.length; i += 2) {
    sum += Math.hypot(a.points[i] - b.points[i], a.points[i + 1] - b.points[i + 1]);
  }
  return sum / (a.points.length / 2) / Math.max(1, a.box[2]);
}

function parseState(text: string | null): { pose: FacePose; still: number } | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as { pose?: FacePose; still?: number };
    if (!v.pose || !Array.isArray(v.pose.points) || !Array.isArray(v.pose.box) || typeof v.still !== 'number') {
      return null;
    }
    return { pose: v.pose, still: v.still };
  } catch {
    // A damaged entry starts the count again.
    return null;
  }
}

/**
 * Records the face position of a capture of the check; true when it is the STILL_CAPTURES-th (or later)
 * capture in a row without movement.
 */
export async function isStill(kv: Kv, check: LivenessCheck, pose: FacePose): Promise<boolean> {
  const key = poseKey(check.scope);
  const prev = parseState(await kv.get(key));
  const still = prev && poseMovement(prev.pose, pose) <= STILL_TOLERANCE ? prev.still + 1 : 1;
  await kv.set(key, JSON.stringify({ pose, still }), CHECK_TTL_SEC);
  return still >= STILL_CAPTURES;
}
