import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from '@server/lib/password.ts';
import { dayIn } from '@server/lib/site-day.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  ErrorCode,
  type ForgotBody,
  type LoginBody,
  type RegBody,
  type RegResult,
  type SessionInfo,
  type UpdatePassBody,
  type UpdateSelfBody,
  UserState,
} from '@xuekao/contracts';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import { departExists } from '../depart/depart.service.ts';
import { signedUrl } from '../file/private-files.ts';
import { countUnreadMessages } from '../message/message.queries.ts';
import { grantSignInPoints } from '../points/points.service.ts';
import { consumeSmsCode } from '../sms/sms.service.ts';
import { recordActive, safely } from '../stat/stat-rollup.ts';
import { roleTypeOf } from '../user/user.presenter.ts';
import {
  findUserByMobile,
  findUserByName,
  findUserRoles,
  getUserById,
  insertUser,
  type UserRow,
  updateUserById,
} from '../user/user.queries.ts';
import { presentSession } from './auth.presenter.ts';
import {
  beginPasswordCheck,
  clearLoginFailures,
  recordLoginFailure,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-guard.ts';

/** Role given to self-registered users. */
export const DEFAULT_LEARNER_ROLE = 'student';
/** SMS type of the forgot-password code. */
export const SMS_FORGOT = 3;

async function sessionInfo(app: AppContext, token: string, user: UserRow, session: Session): Promise<SessionInfo> {
  const [permissions, unreadMsg, , face] = await Promise.all([
    app.permissions.of(session.roleIds),
    countUnreadMessages(app.db, user.id),
    app.dict.ready(),
    signedUrl(app, user.face), // the face photo is private: its owner gets a signed address
  ]);
  return presentSession(
    token,
    { ...user, face },
    {
      roleIds: session.roleIds,
      roleType: session.roleType,
      permissions,
      deptName: app.dict.deptName(user.deptCode),
      unreadMsg,
    },
  );
}

/** Opens a session for a user who passed every check; `loginTick` 1 ends their earlier sessions. */
export async function openSession(app: AppContext, user: UserRow): Promise<SessionInfo> {
  const roles = await findUserRoles(app.db, user.id);
  const switches = await app.settings.switches();
  if (switches.loginTick === 1) await app.sessions.destroyUser(user.id);
  const { token, session } = await app.sessions.create({
    userId: user.id,
    userName: user.userName,
    realName: user.realName,
    roleType: roleTypeOf(roles),
    roleIds: roles.map((r) => r.id),
    deptCode: user.deptCode,
  });
  await safely(app, recordActive(app, { id: user.id, deptCode: user.deptCode }));
  await grantSignIn(app, user.id);
  return sessionInfo(app, token, user, session);
}

/** Disabled and pending accounts are refused, only after the caller proved the credential. */
export function assertActive(user: UserRow): void {
  if (user.state === UserState.DISABLED) throw new AppError(ErrorCode.USER_DISABLED);
  if (user.state === UserState.PENDING) throw new AppError(ErrorCode.USER_PENDING);
}

/**
 * Password login. Checks in order: the attempt is counted first (captcha from the counts including this
 * attempt, so parallel guesses cannot skip it), captcha (switch, or repeated failures of the account or the
 * address), a password-check place of the address (a bound on the scrypts running at once), password; only
 * after the right password whether the account is disabled or pending review. Failures never refuse: the
 * right password with a right captcha always signs in (issue 24 item 6). An unknown account
 * answers exactly like a wrong password, after a dummy scrypt of the same cost (no enumeration by text or
 * time). A stored hash weaker than today's cost is replaced at this sign-in.
 */
export async function login(app: AppContext, body: LoginBody, ip: string): Promise<SessionInfo> {
  const attempt = await reserveLoginAttempt(app, body.username, ip);
  let user: UserRow | undefined;
  let ok: boolean;
  try {
    if (attempt.captcha || (await app.settings.switches()).loginCaptcha) {
      await consumeCaptcha(app, body.captchaKey, body.captchaValue);
    }
    await beginPasswordCheck(app, attempt);
    user = await findUserByName(app.db, body.username);
    ok = user ? await verifyPassword(body.password, user.password) : await verifyNothing(body.password);
  } catch (e) {
    // No password was compared (missing or wrong captcha, too many checks at once, or a failure of ours):
    // the attempt is given back.
    await releaseLoginAttempt(app, attempt);
    throw e;
  }
  if (!user || !ok) {
    await recordLoginFailure(app, attempt);
    throw new AppError(ErrorCode.BAD_CREDENTIALS);
  }
  await clearLoginFailures(app, attempt);
  assertActive(user);
  if (needsRehash(user.password)) {
    await updateUserById(app.db, user.id, { password: await hashPassword(body.password) });
  }
  return openSession(app, user);
}

/** The signed-in user's session info, read fresh from the database. */
export async function currentInfo(app: AppContext, session: Session, token: string): Promise<SessionInfo> {
  const user = await getUserById(app.db, session.userId);
  return sessionInfo(app, token, user, session);
}

/** Learner self-registration, as the switches say: off refuses, audit creates a pending user. */
export async function register(app: AppContext, body: RegBody): Promise<RegResult> {
  const sw = await app.settings.switches();
  if (!sw.userReg) throw AppError.fail('系统未开放注册，请联系管理员！');
  await consumeCaptcha(app, body.captchaKey, body.captchaValue);
  if (await findUserByName(app.db, body.userName)) throw AppError.fail('账号已存在，请更换一个账号！');
  if (body.mobile && (await findUserByMobile(app.db, body.mobile))) throw AppError.fail('手机号已被其他账号绑定！');
  let deptCode = '';
  if (sw.userDeptType === 1) deptCode = sw.userDeptCode;
  else if (body.deptCode) {
    if (!(await departExists(app, body.deptCode))) throw AppError.fail('所选部门不存在！');
    deptCode = body.deptCode;
  }
  const user = {
    id: newId(),
    userName: body.userName,
    realName: body.realName,
    password: await hashPassword(body.password),
    deptCode,
    mobile: body.mobile ?? '',
    email: body.email ?? '',
    state: sw.userAudit ? UserState.PENDING : UserState.NORMAL,
  };
  await insertUser(app.db, user, [DEFAULT_LEARNER_ROLE]);
  if (sw.userAudit) return { pending: true, session: null };
  return { pending: false, session: await openSession(app, await getUserById(app.db, user.id)) };
}

export async function updateSelf(app: AppContext, session: Session, body: UpdateSelfBody): Promise<void> {
  await updateUserById(app.db, session.userId, body);
  if (body.realName !== undefined) await app.sessions.updateUser(session.userId, { realName: body.realName });
}

/** Changes one's password; every session of the user ends (the web signs out after 1.5 s). */
export async function updatePassword(app: AppContext, session: Session, body: UpdatePassBody): Promise<void> {
  const user = await getUserById(app.db, session.userId);
  if (!(await verifyPassword(body.oldPassword, user.password))) throw new AppError(ErrorCode.OLD_PASSWORD_WRONG);
  await updateUserById(app.db, user.id, { password: await hashPassword(body.password) });
  await app.sessions.destroyUser(user.id);
}

/**
 * Resets a forgotten password with an SMS code sent to the account's bound mobile. The graphic captcha
 * is used up first, so each guess of the code costs a captcha; the code itself dies after a few wrong tries.
 */
export async function resetForgotten(app: AppContext, body: ForgotBody, ip: string): Promise<void> {
  await consumeCaptcha(app, body.captchaKey, body.captchaValue);
  await consumeSmsCode(app, { mobile: body.mobile, smsType: SMS_FORGOT, code: body.smsCode, ip });
  const user = await findUserByMobile(app.db, body.mobile);
  if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, '该手机号未绑定任何账号！');
  await updateUserById(app.db, user.id, { password: await hashPassword(body.password) });
  await app.sessions.destroyUser(user.id);
}

/** Daily sign-in points (the sign-in rule; once a day in the site's time zone). Never fails the sign-in. */
async function grantSignIn(app: AppContext, userId: string): Promise<void> {
  const tz = app.config.SITE_TZ;
  try {
    await app.db.transaction((tx) => grantSignInPoints(tx, { userId, day: dayIn(tz, new Date()) }, tz));
  } catch (err) {
    app.log.error({ err, userId }, 'sign-in points not granted');
  }
}
