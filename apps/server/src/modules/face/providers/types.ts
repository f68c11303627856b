import type { Kv } from '@server/lib/kv.ts';
import { TEXTS } from '@xuekao/contracts';

/**
 * A face provider compares the learner's camera photo with their face photo on file through a vendor's
 * API (docs/REQUIREMENTS.md#providers) or, for `local.ts`, with a model on this server. One file per vendor implements `FaceProviderFactory`; the chooser
 * in `providers/index.ts` builds the active one from the system configuration (人脸配置) on every use, so
 * a saved change applies to the next comparison without a restart.
 */

/** The provider's answer about two photos. `msg` is Chinese and tells the learner what to do on failure. */
export interface FaceVerdict {
  /** Same person (score at or above the vendor's recommended threshold); false also for no face found. */
  pass: boolean;
  /** The vendor's similarity score (0 when no comparison could be scored, e.g. no face). */
  score: number;
  msg: string;
  /** The camera photo's face position, when the provider reports one (local provider, one face found). */
  pose?: FacePose;
}

/**
 * Where the face was in a camera photo (local provider only): the frame's size, the face box and the 68
 * landmarks as flat x, y pairs, in the analysed image's pixels. The liveness check (face/liveness/liveness.ts)
 * compares it between captures of one check: a face that never moves is a photo held up to the camera.
 */
export interface FacePose {
  width: number;
  height: number;
  box: [number, number, number, number];
  points: number[];
}

/** A person a face group search found: our user id, the vendor's similarity (0-100) and the enrolment tag. */
export interface FaceCandidate {
  userId: string;
  score: number;
  /** What was stored with the face at enrolment (face-group.ts: a hash of the face photo's address). */
  tag: string;
}

/** A 1:N search of a face group: the candidates (best first), or what is wrong with the camera photo. */
export type FaceGroupSearch =
  /** `recreated`: the vendor's group was missing and was created again by this search (it holds nobody). */
  { kind: 'candidates'; candidates: FaceCandidate[]; recreated?: boolean } | { kind: 'camera'; msg: string };

/**
 * The vendor's face group (1:N, face login): the group the face configuration names. Enrolment puts a user's
 * face photo in it under our user id (replacing the faces enrolled before); a search answers the closest users.
 */
export interface FaceGroup {
  /** Names the group (vendor, account, group): enrolment markers are kept per group. */
  readonly key: string;
  /** The vendor's similarity at or above which a search result is the same person. */
  readonly matchScore: number;
  /**
   * The search's scores are not calibrated for signing in (Alibaba's SearchFace): a match is confirmed by a 1:1
   * comparison of the camera photo with the user's photo on file (FaceProvider.compare, at its documented
   * 1/10,000 false accept threshold) before anybody is signed in.
   */
  readonly confirmByCompare?: boolean;
  enroll(userId: string, photo: Buffer, tag: string): Promise<void>;
  /** Removes the user's faces from the group (a user or group the vendor does not know: nothing to do). */
  remove(userId: string): Promise<void>;
  /** At most `max` users, only those at or above `minScore`. */
  search(photo: Buffer, max: number, minScore: number): Promise<FaceGroupSearch>;
}

export interface FaceProvider {
  readonly name: string;
  /** The vendor's face group for face login (cloud providers that implement it). */
  readonly group?: FaceGroup;
  /**
   * Compares the camera photo with the reference photo. Answers a verdict when the vendor judged the
   * photos (match, mismatch, no face, several faces, photo quality); throws `FaceServiceError` when it
   * could not (network, timeout, credentials, quota, vendor fault): that is not the learner's failure.
   */
  compare(photo: Buffer, reference: Buffer): Promise<FaceVerdict>;
}

export interface FaceProviderOptions {
  /** Tests only: replaces the vendor's scheme and host (config FACE_ENDPOINT). */
  endpoint?: string;
  /** Time limit of each HTTP call to the vendor, in milliseconds (default 10 s). */
  timeoutMs?: number;
  /** Where the local provider keeps the descriptors of reference photos (computed once per photo). */
  kv?: Kv;
}

/** Builds a provider from its saved settings (`sys_config_prop` data of type 'face', already validated). */
export type FaceProviderFactory = (settings: Record<string, string>, options?: FaceProviderOptions) => FaceProvider;

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The vendor could not compare (its message is Chinese and names the vendor and the reason); `detail`
 * carries what the vendor said, for the server log only.
 */
export class FaceServiceError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
    readonly detail = '',
  ) {
    super(`人脸识别服务暂不可用（${provider}：${reason}）`);
    this.name = 'FaceServiceError';
  }
}

/**
 * The learner's face photo on file holds no usable face (local provider: no face, several, too small or not
 * a picture). Not the learner's failure at the camera: the comparison is not made and not counted, and the
 * face check asks for a new photo.
 */
export class FaceReferenceError extends Error {
  constructor(readonly kind: string) {
    super(`reference photo unusable: ${kind}`);
    this.name = 'FaceReferenceError';
  }
}

/** Verdict texts shared by the vendors. */
export const FACE_MSG = {
  matched: '人脸比对通过',
  mismatch: '人脸比对未通过：与您的人脸照片不是同一人！',
  noFace: '未检测到人脸，请正对摄像头并保持光线充足！',
  manyFaces: '检测到多张人脸，请确保画面中只有您本人！',
  poorQuality: '人脸不清晰（遮挡、模糊、光线不足或不完整），请正对摄像头后重试！',
  liveness: '活体检测未通过，请本人正对摄像头，不要使用照片或视频！',
  tooSmall: '人脸太小，请靠近摄像头，让脸部位于画面中央！',
  badImage: '照片无法识别，请重新拍摄！',
  referenceUnusable: '您的人脸照片中没有一张清晰完整的人脸，请到个人中心重新上传本人正面人脸照片！',
  replayed: TEXTS.faceReplayed['zh-CN'],
  still: TEXTS.faceStill['zh-CN'],
} as const;

export const verdict = (pass: boolean, score: number, msg: string): FaceVerdict => ({ pass, score, msg });
