import { ErrorCode } from '@xuekao/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';

/** Failures within this window count together. */
const WINDOW_SEC = 15 * 60;
/** From this many failures of an account (or 10x of an address) a captcha is required. */
export const CAPTCHA_AFTER = 3;
/** From this many failures of an account (or 5x of an address) login is refused for the window. */
export const LOCK_AFTER = 10;

const accountKey = (u: string) => `login-fail:u:${u.toLowerCase()}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

async function counts(app: AppContext, userName: string, ip: string) {
  const [a, i] = await Promise.all([app.kv.get(accountKey(userName)), app.kv.get(ipKey(ip))]);
  return { account: Number(a ?? 0), ip: Number(i ?? 0) };
}

/** Throttling before the password is checked: refuse when locked, say whether a captcha is required. */
export async function checkLoginAllowed(app: AppContext, userName: string, ip: string): Promise<{ captcha: boolean }> {
  const c = await counts(app, userName, ip);
  if (c.account >= LOCK_AFTER || c.ip >= LOCK_AFTER * 5) {
    throw new AppError(ErrorCode.TOO_MANY, '登录失败次数过多，请15分钟后再试！');
  }
  return { captcha: c.account >= CAPTCHA_AFTER || c.ip >= CAPTCHA_AFTER * 10 };
}

export async function recordLoginFailure(app: AppContext, userName: string, ip: string): Promise<void> {
  await Promise.all([app.kv.incr(accountKey(userName), WINDOW_SEC), app.kv.incr(ipKey(ip), WINDOW_SEC)]);
}

export async function clearLoginFailures(app: AppContext, userName: string): Promise<void> {
  await app.kv.del(accountKey(userName));
}
