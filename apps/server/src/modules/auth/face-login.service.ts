import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode, type FaceInstruction, type FaceLoginBody, RoleType, type SessionInfo } from '@xuekao/contracts';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import {
  activeFaceProvider,
  checkLiveFrames,
  copiesPhotoOnFile,
  decodePhoto,
  FACE_MSG,
  type FaceSearch,
  FaceServiceError,
  forgetImage,
  isReplayed,
  LIVE_MSG,
  photoOnFileDescriptors,
  readLoginFrames,
  searchDescriptors,
} from '../face/index.ts';
import { roleTypeOf } from '../user/user.presenter.ts';
import { findUserRoles, getUserById } from '../user/user.queries.ts';
import { assertActive, openSession } from './auth.service.ts';
import { takeFaceChallenge } from './face-challenge.ts';
import { clearLoginFailures, recordLoginFailure, releaseLoginAttempt, reserveLoginAttempt } from './login-guard.ts';

export const FACE_LOGIN_OFF = '未开启刷脸登录！';
export const FACE_LOGIN_UNSUPPORTED = '当前人脸识别方案暂不支持刷脸登录，请使用其他方式登录！';
export const FACE_LOGIN_NO_MATCH = '未找到与您匹配的人脸，请使用其他方式登录！';
export const FACE_LOGIN_AMBIGUOUS = '无法唯一确认您的身份，请使用其他方式登录！';

/**
 * The login guard's account name of face login: one per address (there is no account name before the
 * search), so failures from an address ask for the captcha and slow down like repeated wrong passwords.
 */
const guardName = (ip: string) => `face:${ip}`;
/** Each search reads a photo (~0.5 s of CPU), counted or not: an address gets this many a minute. */
const SEARCHES_PER_MINUTE = 10;
/** Face login's liveness check (liveness.ts): one scope for the whole site, so a photo replays nowhere. */
const LOGIN_CHECK = { scope: 'login' };

/**
 * Face login is open (switch faceLogin) and can check a live capture: only the local provider reports the
 * face's landmarks the challenge needs (issue 24 item 3); the cloud providers' face groups are refused.
 */
export async function assertFaceLoginOpen(app: AppContext): Promise<void> {
  const switches = await app.settings.switches();
  if (!switches.faceLogin) throw AppError.fail(FACE_LOGIN_OFF);
  if ((await activeFaceProvider(app))?.name !== 'local') throw AppError.fail(FACE_LOGIN_UNSUPPORTED);
}

type LiveSearch = FaceSearch | { kind: 'not-live'; msg: string };

/**
 * `/api/sys/user/face-login` (issue 15 item 2, live capture since issue 24 item 3): the answer to a challenge
 * (face-challenge.ts, taken once) — 2-4 camera frames taken while following its instruction. The frames must
 * be new (never sent to face login before, all different), show one person whose face moved as asked
 * (live-sequence.ts), that person is searched among the face photos on file (1:N, face-search.ts), and no
 * frame may be a copy of the found learner's photo on file (descriptor distance to it and its mirror image).
 * Under the password login's rules: the attempt is counted first (per address), the captcha asked when the
 * switch loginCaptcha or repeated failures say so, every refusal but the camera's is a failed login.
 */
export async function faceLogin(app: AppContext, body: FaceLoginBody, ip: string): Promise<SessionInfo> {
  await assertFaceLoginOpen(app);
  const switches = await app.settings.switches();
  if ((await app.kv.incr(`face-login:rate:${ip}`, 60)) > SEARCHES_PER_MINUTE) {
    throw new AppError(ErrorCode.TOO_MANY, '刷脸登录过于频繁，请1分钟后再试！');
  }
  const frames = body.frames.map((f) => decodePhoto(f).bytes);
  const instruction = await takeFaceChallenge(app, body.challengeId, ip);
  const attempt = await reserveLoginAttempt(app, guardName(ip), ip);
  let found: LiveSearch;
  const sent: Buffer[] = [];
  try {
    if (attempt.captcha || switches.loginCaptcha) await consumeCaptcha(app, body.captchaKey, body.captchaValue);
    // A camera never sends the same bytes twice: a frame sent before (a replayed request) or twice in one
    // login signs nobody in.
    let replayed = false;
    for (const f of frames) {
      if (await isReplayed(app.kv, LOGIN_CHECK, f)) replayed = true;
      else sent.push(f);
    }
    found = replayed ? { kind: 'not-live', msg: FACE_MSG.replayed } : await searchLive(app, instruction, frames);
  } catch (e) {
    await releaseLoginAttempt(app, attempt);
    // The model could not read (not installed, or too many readings waiting): say so, never a 500. Not
    // compared, so sending the same frames again is no replay.
    if (e instanceof FaceServiceError) {
      for (const f of sent) await forgetImage(app.kv, LOGIN_CHECK, f);
      throw AppError.fail(`${e.message}，请稍后重试！`);
    }
    throw e;
  }
  if (found.kind === 'camera') {
    await releaseLoginAttempt(app, attempt);
    throw AppError.fail(found.msg);
  }
  if (found.kind !== 'match') {
    await recordLoginFailure(app, attempt);
    if (found.kind === 'not-live') app.log.warn({ ip, msg: found.msg }, 'face login: not a live capture');
    const msg = found.kind === 'not-live' ? found.msg : found.kind === 'ambiguous' ? FACE_LOGIN_AMBIGUOUS : '';
    throw AppError.fail(msg || FACE_LOGIN_NO_MATCH);
  }
  // Learners only: a staff account (marking, data, every learner's record) is never opened by a photo alone.
  if (roleTypeOf(await findUserRoles(app.db, found.userId)) !== RoleType.LEARNER) {
    await recordLoginFailure(app, attempt);
    throw AppError.fail(FACE_LOGIN_NO_MATCH);
  }
  await clearLoginFailures(app, attempt);
  const user = await getUserById(app.db, found.userId);
  assertActive(user);
  app.log.info({ userId: user.id, distance: found.distance, ip, instruction }, 'face login');
  return openSession(app, user);
}

/** Reads the frames, checks the live capture, searches the person and refuses a copy of their photo on file. */
async function searchLive(app: AppContext, instruction: FaceInstruction, frames: Buffer[]): Promise<LiveSearch> {
  const read = await readLoginFrames(frames);
  if (!Array.isArray(read)) return read;
  const notLive = checkLiveFrames(instruction, read);
  if (notLive) return { kind: 'not-live', msg: notLive };
  const found = await searchDescriptors(app, read[0].descriptor);
  if (found.kind !== 'match') return found;
  if (copiesPhotoOnFile(read, await photoOnFileDescriptors(app, found.userId))) {
    return { kind: 'not-live', msg: LIVE_MSG.copy };
  }
  return found;
}
