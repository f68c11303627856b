import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { SmsBodySchema } from '@xuekao/contracts';
import { ErrorCode, type MobileLoginBody, type SessionInfo, SmsType } from '@xuekao/contracts';
import type { z } from 'zod';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import { consumeSmsCode, sendSmsCode } from '../sms/sms.service.ts';
import { findUserByMobile, findUsersByMobile } from '../user/user.queries.ts';
import { assertActive, openSession, SMS_FORGOT } from './auth.service.ts';
import { clearLoginFailures, recordLoginFailure, releaseLoginAttempt, reserveLoginAttempt } from './login-guard.ts';

/** Answer to a mobile login or a login SMS while the switch mobileLogin is off. */
export const MOBILE_LOGIN_OFF = '未开启手机号登录！';

/**
 * The login guard's account name for a mobile login: its failures count per mobile (':' never occurs in an
 * account name, so no account shares these counters), its address counters are the password login's.
 */
const guardName = (mobile: string) => `mobile:${mobile}`;

type SmsBody = z.output<typeof SmsBodySchema>;

/**
 * `/api/sys/user/sms`: the graphic captcha is used up, then the code is sent. A login code (type 4) needs the
 * switch mobileLogin. Login and forgot-password codes (types 4 and 3) answer alike whether or not the mobile
 * belongs to an account (same checks, same resend gate, a code stored either way, the SMS itself sent after
 * the answer): only a bound mobile gets an SMS, and nobody learns from the answer or its time which mobiles
 * are registered (a reset with an unbound mobile then fails like a wrong code: no code ever reached it).
 */
export async function sendUserSms(app: AppContext, body: SmsBody): Promise<void> {
  if (body.smsType === SmsType.LOGIN && !(await app.settings.switches()).mobileLogin) {
    throw AppError.fail(MOBILE_LOGIN_OFF);
  }
  await consumeCaptcha(app, body.captchaKey, body.captchaValue);
  if (body.smsType === SmsType.LOGIN || body.smsType === SMS_FORGOT) {
    const user = await findUserByMobile(app.db, body.mobile);
    await sendSmsCode(app, body.mobile, body.smsType, { deliver: Boolean(user), detach: true });
    return;
  }
  await sendSmsCode(app, body.mobile, body.smsType);
}

/**
 * Mobile login with an SMS code of type 4, under every rule of the password login: the attempt is counted
 * first (per mobile and per address, shared with the password login's address counters), the captcha is
 * asked when the switch loginCaptcha or repeated failures say so, the code goes through consumeSmsCode (it
 * dies after 5 checks; wrong codes counted per mobile and per address). An unknown mobile answers exactly
 * like a wrong code (no code was ever delivered to it). Only after the right code are a disabled or pending
 * account refused; the session opens as for the password login (loginTick included).
 */
export async function mobileLogin(app: AppContext, body: MobileLoginBody, ip: string): Promise<SessionInfo> {
  const switches = await app.settings.switches();
  if (!switches.mobileLogin) throw AppError.fail(MOBILE_LOGIN_OFF);
  const attempt = await reserveLoginAttempt(app, guardName(body.mobile), ip);
  let users: Awaited<ReturnType<typeof findUsersByMobile>>;
  try {
    if (attempt.captcha || switches.loginCaptcha) await consumeCaptcha(app, body.captchaKey, body.captchaValue);
    await consumeSmsCode(app, { mobile: body.mobile, smsType: SmsType.LOGIN, code: body.smsCode, ip });
    users = await findUsersByMobile(app.db, body.mobile);
  } catch (e) {
    // A compared code that was wrong is a failed login; anything refused before the comparison is given back.
    if (e instanceof AppError && e.code === ErrorCode.SMS_WRONG) await recordLoginFailure(app, attempt);
    else await releaseLoginAttempt(app, attempt);
    throw e;
  }
  const [user] = users;
  if (!user) {
    // Unbound after the code was sent: as if the code were wrong.
    await recordLoginFailure(app, attempt);
    throw new AppError(ErrorCode.SMS_WRONG);
  }
  await clearLoginFailures(app, attempt);
  // The caller holds this mobile's code, so saying it is ambiguous reveals nothing to a stranger.
  if (users.length > 1) throw AppError.fail('该手机号绑定了多个账号，请使用账号密码登录！');
  assertActive(user);
  return openSession(app, user);
}
