import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode, type FaceLoginBody, RoleType, type SessionInfo } from '@xuekao/contracts';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import { decodePhoto } from '../face/face.service.ts';
import { maybeSyncFaceGroup, searchFaceGroup } from '../face/face-group.ts';
import { type FaceSearch, searchFace } from '../face/face-search.ts';
import { forgetImage, isReplayed } from '../face/liveness.ts';
import { activeFaceProvider } from '../face/providers/index.ts';
import { FACE_MSG, FaceServiceError } from '../face/providers/types.ts';
import { roleTypeOf } from '../user/user.presenter.ts';
import { findUserRoles, getUserById } from '../user/user.queries.ts';
import { assertActive, openSession } from './auth.service.ts';
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
 * `/api/sys/user/face-login` (issue 15 item 2): the camera photo is searched among the face photos on file
 * (1:N, face-search.ts) and signs in the one matching user, under the password login's rules: the attempt
 * is counted first (per address), the captcha asked when the switch loginCaptcha or repeated failures say
 * so, no match or an ambiguous one is a failed login; a photo without a usable face is given back (the
 * camera's fault, not a guess). The local provider searches the descriptors of the photos on file; a cloud
 * provider with a face group searches that group (face-group.ts); any other provider is refused.
 */
export async function faceLogin(app: AppContext, body: FaceLoginBody, ip: string): Promise<SessionInfo> {
  const switches = await app.settings.switches();
  if (!switches.faceLogin) throw AppError.fail(FACE_LOGIN_OFF);
  const provider = await activeFaceProvider(app);
  const group = provider?.group;
  if (provider?.name !== 'local' && !group) throw AppError.fail(FACE_LOGIN_UNSUPPORTED);
  // Photos on file the vendor's group lacks (uploaded before the group was configured) are enrolled meanwhile.
  if (group) await maybeSyncFaceGroup(app, group);
  if ((await app.kv.incr(`face-login:rate:${ip}`, 60)) > SEARCHES_PER_MINUTE) {
    throw new AppError(ErrorCode.TOO_MANY, '刷脸登录过于频繁，请1分钟后再试！');
  }
  const photo = decodePhoto(body.photo);
  const attempt = await reserveLoginAttempt(app, guardName(ip), ip);
  let found: FaceSearch;
  let replayed = false;
  try {
    if (attempt.captcha || switches.loginCaptcha) await consumeCaptcha(app, body.captchaKey, body.captchaValue);
    // A camera never sends the same bytes twice: a photo sent before (a replayed request) signs nobody in.
    replayed = await isReplayed(app.kv, LOGIN_CHECK, photo.bytes);
    found = replayed
      ? { kind: 'no-match' }
      : group
        ? await searchFaceGroup(app, group, photo.bytes, (p, r) => provider.compare(p, r))
        : await searchFace(app, photo.bytes);
  } catch (e) {
    await releaseLoginAttempt(app, attempt);
    // The model could not read (not installed, or too many readings waiting): say so, never a 500. Not
    // compared, so sending the same photo again is no replay.
    if (e instanceof FaceServiceError) {
      await forgetImage(app.kv, LOGIN_CHECK, photo.bytes);
      throw AppError.fail(`${e.message}，请稍后重试！`);
    }
    throw e;
  }
  if (replayed) {
    await recordLoginFailure(app, attempt);
    throw AppError.fail(FACE_MSG.replayed);
  }
  if (found.kind === 'camera') {
    await releaseLoginAttempt(app, attempt);
    throw AppError.fail(found.msg);
  }
  if (found.kind !== 'match') {
    await recordLoginFailure(app, attempt);
    throw AppError.fail(found.kind === 'ambiguous' ? FACE_LOGIN_AMBIGUOUS : FACE_LOGIN_NO_MATCH);
  }
  // Learners only: a staff account (marking, data, every learner's record) is never opened by a photo alone.
  if (roleTypeOf(await findUserRoles(app.db, found.userId)) !== RoleType.LEARNER) {
    await recordLoginFailure(app, attempt);
    throw AppError.fail(FACE_LOGIN_NO_MATCH);
  }
  await clearLoginFailures(app, attempt);
  const user = await getUserById(app.db, found.userId);
  assertActive(user);
  app.log.info({ userId: user.id, distance: found.distance, ip }, 'face login');
  return openSession(app, user);
}
