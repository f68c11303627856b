import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type BindInfo,
  type BindMobileBodySchema,
  type DirectBindBodySchema,
  ErrorCode,
  Perm,
  SmsType,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { consumeSmsCode } from '../sms/sms.service.ts';
import { findUserByMobile, getUserById, type UserRow, updateUserById } from '../user/user.queries.ts';
import { callerOf, loadTargets } from '../user/user-guard.ts';

type BindBody = z.output<typeof BindMobileBodySchema>;
type DirectBody = z.output<typeof DirectBindBodySchema>;

/** 13800138000 -> 138****8000. */
export const maskMobile = (m: string) => (m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m);

async function assertMobileFree(app: AppContext, mobile: string, userId: string): Promise<void> {
  const owner = await findUserByMobile(app.db, mobile);
  if (owner && owner.id !== userId) throw AppError.fail('该手机号已被其他账号绑定！');
}

export async function bindInfo(app: AppContext, session: Session): Promise<BindInfo> {
  const user = await getUserById(app.db, session.userId);
  return { bound: user.mobile !== '', mobile: maskMobile(user.mobile) };
}

/** Binds a mobile to the caller with an SMS code of type 1; the mobile must not belong to another account. */
export async function bindMobile(app: AppContext, session: Session, body: BindBody, ip: string): Promise<void> {
  const user = await getUserById(app.db, session.userId);
  if (user.mobile) throw AppError.fail('您已绑定手机号，请先解绑！');
  await assertMobileFree(app, body.mobile, user.id);
  await consumeSmsCode(app, { mobile: body.mobile, smsType: SmsType.BIND, code: body.smsCode, ip });
  await updateUserById(app.db, user.id, { mobile: body.mobile });
}

/** Unbinds the caller's mobile with an SMS code of type 2 sent to that mobile. */
export async function unbindMobile(app: AppContext, session: Session, body: BindBody, ip: string): Promise<void> {
  const user = await getUserById(app.db, session.userId);
  if (!user.mobile) throw AppError.fail('您还没有绑定手机号！');
  if (user.mobile !== body.mobile) throw AppError.fail('手机号与当前绑定的手机号不一致！');
  await consumeSmsCode(app, { mobile: body.mobile, smsType: SmsType.UNBIND, code: body.smsCode, ip });
  await updateUserById(app.db, user.id, { mobile: '' });
}

/**
 * A user the staff member may act on (user-guard.ts loadTargets: data scope, not the built-in admin, every
 * role within the caller's reach). A mobile bound by staff is enough for 忘记密码, so binding one is as
 * strong as resetting the password.
 */
async function targetUser(app: AppContext, session: Session, userId: string): Promise<UserRow> {
  const [target] = await loadTargets(app, await callerOf(app, session), [userId], '修改');
  return target.row;
}

/** Staff calls (a `userId` in the body) need sys:user:edit; the path itself is open to every signed-in user. */
async function assertStaffEdit(app: AppContext, session: Session): Promise<void> {
  if (!(await app.permissions.of(session.roleIds)).has(Perm.user.edit)) throw new AppError(ErrorCode.FORBIDDEN);
}

/** The caller's own mobile + SMS code (spec: direct-bind / direct-unbind take mobile, smsCode). */
function ownBody(body: DirectBody): BindBody {
  if (!body.mobile) throw AppError.badParams('手机号不能为空');
  if (!body.smsCode) throw AppError.badParams('短信验证码不能为空');
  return { mobile: body.mobile, smsCode: body.smsCode };
}

/**
 * direct-bind. A learner (no `userId`) binds their own mobile with mobile + smsCode, under the rules of
 * bind-mobile. Staff with `userId` bind a mobile to that user without SMS (e.g. at the user's request at the
 * help desk).
 */
export async function directBind(app: AppContext, session: Session, body: DirectBody, ip: string): Promise<void> {
  if (!body.userId) return bindMobile(app, session, ownBody(body), ip);
  await assertStaffEdit(app, session);
  if (!body.mobile) throw AppError.badParams('手机号不能为空');
  const user = await targetUser(app, session, body.userId);
  await assertMobileFree(app, body.mobile, user.id);
  await updateUserById(app.db, user.id, { mobile: body.mobile });
}

/**
 * direct-unbind. A learner (no `userId`) unbinds their own mobile with mobile + smsCode, under the rules of
 * unbind-mobile. Staff with `userId` remove that user's mobile without SMS.
 */
export async function directUnbind(app: AppContext, session: Session, body: DirectBody, ip: string): Promise<void> {
  if (!body.userId) return unbindMobile(app, session, ownBody(body), ip);
  await assertStaffEdit(app, session);
  const user = await targetUser(app, session, body.userId);
  await updateUserById(app.db, user.id, { mobile: '' });
}
