import { ErrorCode } from '@xuekao/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';

/** Failures within this window count together. */
const WINDOW_SEC = 15 * 60;
/** From this many failures of an account name a captcha is required for it. */
export const CAPTCHA_AFTER = 3;
/** From this many failures from one address a captcha is required for every login from it. */
export const ADDRESS_CAPTCHA_AFTER = 30;
/** From this many failures from one address its logins are refused for the window (it sprays). */
export const ADDRESS_REFUSE_AFTER = 100;
/** Delay of the answer to the first failure past CAPTCHA_AFTER; it doubles with each failure up to the cap. */
const DELAY_BASE_MS = 250;
export const DELAY_MAX_MS = 2000;

const accountKey = (u: string) => `login-fail:u:${u.toLowerCase()}`;
const addressKey = (ip: string) => `login-fail:ip:${ip}`;

async function counts(app: AppContext, userName: string, ip: string) {
  const [a, i] = await Promise.all([app.kv.get(accountKey(userName)), app.kv.get(addressKey(ip))]);
  return { account: Number(a ?? 0), address: Number(i ?? 0) };
}

/**
 * Throttling before the password is checked. An account is never locked (anyone could lock out `admin`):
 * its failures only require the captcha. An address that keeps failing must solve captchas too, and is
 * refused once it clearly sprays. The address is req.ip: the socket, or a proxy's X-Forwarded-For only
 * when TRUST_PROXY names that proxy.
 */
export async function checkLoginAllowed(app: AppContext, userName: string, ip: string): Promise<{ captcha: boolean }> {
  const c = await counts(app, userName, ip);
  if (c.address >= ADDRESS_REFUSE_AFTER) {
    throw new AppError(ErrorCode.TOO_MANY, '登录失败次数过多，请15分钟后再试！');
  }
  return { captcha: c.account >= CAPTCHA_AFTER || c.address >= ADDRESS_CAPTCHA_AFTER };
}

/** Server-side delay of a failure answer: none for the first failures, then 250 ms doubling up to 2 s. */
export function failureDelayMs(accountFailures: number): number {
  if (accountFailures <= CAPTCHA_AFTER) return 0;
  return Math.min(DELAY_MAX_MS, DELAY_BASE_MS * 2 ** (accountFailures - CAPTCHA_AFTER - 1));
}

/**
 * Counts a failure for the account name (known or not: both answer alike) and the address, then waits
 * the failure delay, so guessing one account's password sequentially gets slow; with the captcha it needs,
 * that is what keeps guessing costly without locking the owner out.
 */
export async function recordLoginFailure(app: AppContext, userName: string, ip: string): Promise<void> {
  const [account] = await Promise.all([
    app.kv.incr(accountKey(userName), WINDOW_SEC),
    app.kv.incr(addressKey(ip), WINDOW_SEC),
  ]);
  const ms = failureDelayMs(account);
  if (ms > 0) await new Promise((r) => setTimeout(r, ms));
}

/** A successful sign-in forgets the account's failures (not the address's: it may spray other accounts). */
export async function clearLoginFailures(app: AppContext, userName: string): Promise<void> {
  await app.kv.del(accountKey(userName));
}
