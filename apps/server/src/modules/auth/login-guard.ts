import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode } from '@xuekao/contracts';

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
/** Attempts in flight (counted before the password compare, given back when it is decided). */
const accountPendingKey = (u: string) => `login-pend:u:${u.toLowerCase()}`;
const addressPendingKey = (ip: string) => `login-pend:ip:${ip}`;
/** In-flight counters slide: they reset only after this long without any login of the account/address. */
const PENDING_TTL_SEC = 10 * 60;

/** A login attempt counted before its password compare; settle it with one of the functions below. */
export interface LoginAttempt {
  userName: string;
  ip: string;
  /** Failures of the account including the attempts in flight (this one too). */
  account: number;
  /** A captcha is required for this attempt. */
  captcha: boolean;
}

/**
 * Counts the attempt as in flight BEFORE the password is compared, and decides captcha and refusal from
 * failures + attempts in flight, so a burst of parallel guesses cannot all read the same old count: of any
 * burst only CAPTCHA_AFTER attempts of an account (ADDRESS_CAPTCHA_AFTER of an address) compare a password
 * without a captcha, and no more than ADDRESS_REFUSE_AFTER of an address compare at all. The in-flight
 * count is raised first and the failure count read after it, and a failed attempt raises the failure count
 * before it leaves the in-flight one, so no reader ever undercounts. An account is never locked (anyone
 * could lock out `admin`): its failures only require the captcha. The address is req.ip: the socket, or a
 * proxy's X-Forwarded-For only when TRUST_PROXY names that proxy.
 */
export async function reserveLoginAttempt(app: AppContext, userName: string, ip: string): Promise<LoginAttempt> {
  const [accountPending, addressPending] = await Promise.all([
    app.kv.incrBy(accountPendingKey(userName), 1, PENDING_TTL_SEC),
    app.kv.incrBy(addressPendingKey(ip), 1, PENDING_TTL_SEC),
  ]);
  const [a, i] = await Promise.all([app.kv.get(accountKey(userName)), app.kv.get(addressKey(ip))]);
  const addressFailures = Number(i ?? 0);
  const account = Number(a ?? 0) + accountPending;
  const address = addressFailures + addressPending;
  const attempt = { userName, ip, account, captcha: account > CAPTCHA_AFTER || address > ADDRESS_CAPTCHA_AFTER };
  if (address > ADDRESS_REFUSE_AFTER) {
    await releaseLoginAttempt(app, attempt);
    // Refused for its failures, or (a crowd behind one NAT at exam start) for too many logins at once.
    if (addressFailures >= ADDRESS_REFUSE_AFTER) {
      throw new AppError(ErrorCode.TOO_MANY, '登录失败次数过多，请15分钟后再试！');
    }
    throw new AppError(ErrorCode.TOO_MANY, '同时登录的人数过多，请稍后再试！');
  }
  return attempt;
}

/** Settles an attempt that compared no password (refused before it, e.g. missing or wrong captcha). */
export async function releaseLoginAttempt(app: AppContext, attempt: LoginAttempt): Promise<void> {
  await Promise.all([
    app.kv.incrBy(accountPendingKey(attempt.userName), -1, PENDING_TTL_SEC),
    app.kv.incrBy(addressPendingKey(attempt.ip), -1, PENDING_TTL_SEC),
  ]);
}

/** Server-side delay of a failure answer: none for the first failures, then 250 ms doubling up to 2 s. */
export function failureDelayMs(accountFailures: number): number {
  if (accountFailures <= CAPTCHA_AFTER) return 0;
  return Math.min(DELAY_MAX_MS, DELAY_BASE_MS * 2 ** (accountFailures - CAPTCHA_AFTER - 1));
}

/**
 * A failed comparison: counted as a failure of the account name (known or not: both answer alike) and of
 * the address, then no longer in flight; the answer waits the failure delay, so guessing one account's
 * password sequentially gets slow. With the captcha it needs, that keeps guessing costly without locking
 * the owner out.
 */
export async function recordLoginFailure(app: AppContext, attempt: LoginAttempt): Promise<void> {
  const [account] = await Promise.all([
    app.kv.incr(accountKey(attempt.userName), WINDOW_SEC),
    app.kv.incr(addressKey(attempt.ip), WINDOW_SEC),
  ]);
  await releaseLoginAttempt(app, attempt);
  const ms = failureDelayMs(account);
  if (ms > 0) await new Promise((r) => setTimeout(r, ms));
}

/**
 * A successful sign-in forgets the account's failures (not the address's: it may spray other accounts) and
 * is no longer in flight. A success never counts against the address.
 */
export async function clearLoginFailures(app: AppContext, attempt: LoginAttempt): Promise<void> {
  await app.kv.del(accountKey(attempt.userName));
  await releaseLoginAttempt(app, attempt);
}
