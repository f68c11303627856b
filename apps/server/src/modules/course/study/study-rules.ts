import { CourseFileType, STUDY } from '@xuekao/contracts';

/**
 * The accrual rules of the study socket as pure functions (docs/COURSES.md "Study time"): what one
 * heartbeat credits, and what the server waits for before it credits more.
 */

export type Due = '' | 'exercise' | 'face' | 'check';

/** A heartbeat as read from the socket: `ping`, a position, `end`, or a visibility change. */
export type StudyInput =
  | { kind: 'ping' }
  | { kind: 'pos'; pos: number }
  | { kind: 'end' }
  | { kind: 'hidden' }
  | { kind: 'visible' }
  | { kind: 'check' };

/** Parses one text frame; null for anything else (ignored). */
export function parseStudyInput(text: string): StudyInput | null {
  const t = text.trim();
  if (t === 'ping' || t === 'hidden' || t === 'visible' || t === 'end' || t === 'check') return { kind: t };
  const raw = t.startsWith('pos:') ? t.slice(4) : t;
  if (!/^\d{1,7}(\.\d{1,6})?$/.test(raw)) return null;
  return { kind: 'pos', pos: Number(raw) };
}

/** Whether a file's time is credited by playback position (video and audio with a known duration). */
export function isMedia(file: { fileType: number; duration: number }): boolean {
  return (file.fileType === CourseFileType.VIDEO || file.fileType === CourseFileType.AUDIO) && file.duration > 0;
}

export interface BeatState {
  /** ms of the previous accepted heartbeat (or of the connection). */
  lastBeatAt: number;
  lastPos: number;
  learnSec: number;
  /** Fraction of a second earned but not yet credited (credit is in whole seconds). */
  frac: number;
}

export interface BeatFile {
  fileType: number;
  duration: number;
  needLearn: number;
}

export interface BeatRules {
  /** Dragging ahead allowed. */
  drag: boolean;
  /** Highest playback rate allowed. */
  rate: number;
  /** Nothing may be credited now (hidden page or a due check). */
  blocked: boolean;
}

export interface BeatResult {
  /** Whole seconds added to the file's learning time. */
  credit: number;
  /** The position to store. */
  pos: number;
  /** The fraction carried to the next heartbeat. */
  frac: number;
}

/**
 * What one heartbeat credits. Real time since the previous heartbeat, at most MAX_CREDIT_SEC; for media,
 * no more than the position advanced, which itself may not run ahead of real time × rate (+2 s): a jump
 * earns nothing and, with dragging off, is not stored. Credit never passes `needLearn`.
 */
export function creditBeat(s: BeatState, input: StudyInput, f: BeatFile, r: BeatRules, now: number): BeatResult {
  const elapsed = Math.max(0, Math.min((now - s.lastBeatAt) / 1000, STUDY.MAX_CREDIT_SEC));
  let pos = s.lastPos;
  let earned = 0;
  if (isMedia(f)) {
    const reported = input.kind === 'end' ? f.duration : input.kind === 'pos' ? Math.min(input.pos, f.duration) : null;
    if (reported !== null) {
      const advance = reported - s.lastPos;
      const limit = elapsed * r.rate + STUDY.DRAG_TOLERANCE_SEC;
      if (advance > limit) {
        if (r.drag) pos = reported; // stored, earns nothing
      } else {
        pos = reported;
        earned = Math.max(0, Math.min(advance, elapsed * r.rate));
      }
    }
  } else if (input.kind === 'ping' || input.kind === 'pos' || input.kind === 'end') {
    earned = elapsed;
  }
  if (r.blocked) earned = 0;
  const room = Math.max(0, f.needLearn - s.learnSec);
  const total = earned + s.frac;
  const credit = Math.min(Math.floor(total + 1e-9), room);
  return { credit, pos, frac: credit < room ? Math.min(0.999, Math.max(0, total - credit)) : 0 };
}

/** Seconds between study photos (spec §9): needLearn / faceInterval with faceCam, else faceIntervalTime minutes; 120 s when unknown. */
export function faceIntervalSec(
  course: { faceCam: boolean; faceInterval: number; faceIntervalTime: number },
  needLearn: number,
): number {
  if (course.faceCam) {
    return course.faceInterval > 0 && needLearn > 0
      ? Math.max(10, Math.floor(needLearn / course.faceInterval))
      : STUDY.FACE_DEFAULT_INTERVAL_SEC;
  }
  return course.faceIntervalTime > 0 ? course.faceIntervalTime * 60 : STUDY.FACE_DEFAULT_INTERVAL_SEC;
}

/** Study photos are taken at all (with comparison only under faceCam). */
export function cameraOn(course: { faceCam: boolean; uploadPhoto: boolean }): boolean {
  return course.faceCam || course.uploadPhoto;
}

/**
 * Learned seconds at which exercise number `rightCount + 1` is due: exercises spread over the file, at most
 * EXERCISE_MAX_INTERVAL_SEC apart; null when none is due any more.
 */
export function nextExerciseAt(count: number, rightCount: number, needLearn: number): number | null {
  if (count <= 0 || rightCount >= count) return null;
  const spacing = Math.max(1, Math.min(Math.floor(needLearn / (count + 1)), STUDY.EXERCISE_MAX_INTERVAL_SEC));
  return (rightCount + 1) * spacing;
}

/** Percent 0-100 of learned seconds over needed seconds (100 when nothing is needed). */
export function percentOf(learned: number, needed: number): number {
  if (needed <= 0) return 100;
  return Math.floor(Math.min(100, (learned / needed) * 100));
}
