import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode } from '@xuekao/contracts';

/** Failures within this window count together. */
const WINDOW_SEC = 15 * 60;
/** From this many failures of an account name a captcha is required for it. */
export const CAPTCHA_AFTER = 3;
/** From this many failures (plus logins in flight) from one address a captcha is required for every login from it. */
export const ADDRESS_CAPTCHA_AFTER = 30;
/**
 * Password checks (scrypt) one address may have in progress at once, each past the captcha gate: past it a
 * login is asked to retry (同时登录的人数过多). Failures never refuse a login (issue 24 item 6).
 */
export const ADDRESS_CHECKS_AT_ONCE = 100;
/** Delay of the answer to the first failure past the captcha threshold; it doubles with each failure up to the cap. */
const DELAY_BASE_MS = 250;
export const DELAY_MAX_MS = 2000;

const accountKey = (u: string) => `login-fail:u:${u.toLowerCase()}`;
const addressKey = (ip: string) => `login-fail:ip:${ip}`;
/** Attempts in flight (counted before the password compare, given back when it is decided). */
const accountPendingKey = (u: string) => `login-pend:u:${u.toLowerCase()}`;
const addressPendingKey = (ip: string) => `login-pend:ip:${ip}`;
/** Password checks of an address in progress (raised past the captcha gate, just before the compare). */
export const addressCheckKey = (ip: string) => `login-check:ip:${ip}`;
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
  /** It holds one of the address's password-check places (beginPasswordCheck). */
  checking?: boolean;
}

/**
 * Counts the attempt as in flight BEFORE the password is compared, and decides the captcha from failures +
 * attempts in flight, so a burst of parallel guesses cannot all read the same old count: of any burst only
 * CAPTCHA_AFTER attempts of an account (ADDRESS_CAPTCHA_AFTER of an address) compare a password without a
 * captcha. The in-flight count is raised first and the failure count read after it, and a failed attempt
 * raises the failure count before it leaves the in-flight one, so no reader ever undercounts. Nothing is
 * refused here (issue 24 item 6): neither an account (anyone could lock out `admin`) nor an address (a
 * school behind one NAT) is ever locked by failures; they only require the captcha and slow failures down,
 * and an attempt with a right captcha always gets its password compared. The address is req.ip: the
 * socket, or a proxy's X-Forwarded-For only when TRUST_PROXY names that proxy.
 */
export async function reserveLoginAttempt(app: AppContext, userName: string, ip: string): Promise<LoginAttempt> {
  const [accountPending, addressPending] = await Promise.all([
    app.kv.incrBy(accountPendingKey(userName), 1, PENDING_TTL_SEC),
    app.kv.incrBy(addressPendingKey(ip), 1, PENDING_TTL_SEC),
  ]);
  const [a, i] = await Promise.all([app.kv.get(accountKey(userName)), app.kv.get(addressKey(ip))]);
  const account = Number(a ?? 0) + accountPending;
  const address = Number(i ?? 0) + addressPending;
  return { userName, ip, account, captcha: account > CAPTCHA_AFTER || address > ADDRESS_CAPTCHA_AFTER };
}

/**
 * Takes one of the address's ADDRESS_CHECKS_AT_ONCE password-check places, after the captcha gate and
 * before the scrypt: the bound on the expensive work one address can have running at once, even with a
 * solved captcha for each attempt. Past it the attempt is answered 同时登录的人数过多 (the caller settles
 * it, which gives the place back); below it every attempt is compared, whatever the failures.
 */
export async function beginPasswordCheck(app: AppContext, attempt: LoginAttempt): Promise<void> {
  const checks = await app.kv.incrBy(addressCheckKey(attempt.ip), 1, PENDING_TTL_SEC);
  attempt.checking = true;
  if (checks > ADDRESS_CHECKS_AT_ONCE) throw new AppError(ErrorCode.TOO_MANY, '同时登录的人数过多，请稍后再试！');
}

/** Settles an attempt that compared no password (refused before it, e.g. missing or wrong captcha). */
export async function releaseLoginAttempt(app: AppContext, attempt: LoginAttempt): Promise<void> {
  const checking = attempt.checking;
  attempt.checking = false;
  await Promise.all([
    app.kv.incrBy(accountPendingKey(attempt.userName), -1, PENDING_TTL_SEC),
    app.kv.incrBy(addressPendingKey(attempt.ip), -1, PENDING_TTL_SEC),
    checking ? app.kv.incrBy(addressCheckKey(attempt.ip), -1, PENDING_TTL_SEC) : null,
  ]);
}

/** Server-side delay of a failure answer: none for the first failures, then 250 ms doubling up to 2 s. */
export function failureDelayMs(accountFailures: number): number {
  return delayPast(accountFailures, CAPTCHA_AFTER);
}

/** The same for the failures of an address, past ADDRESS_CAPTCHA_AFTER (issue 24 item 6). */
export function addressFailureDelayMs(addressFailures: number): number {
  return delayPast(addressFailures, ADDRESS_CAPTCHA_AFTER);
}

function delayPast(failures: number, after: number): number {
  if (failures <= after) return 0;
  return Math.min(DELAY_MAX_MS, DELAY_BASE_MS * 2 ** (failures - after - 1));
}

/**
 * A failed comparison: counted as a failure of the account name (known or not: both answer alike) and of
 * the address, then no longer in flight; the answer waits the longer of the account's and the address's
 * failure delays, so guessing one account's password, or spraying many from one address, gets slow. With
 * the captcha it needs, that keeps guessing costly without locking the owner (or a school's NAT) out.
 */
export async function recordLoginFailure(app: AppContext, attempt: LoginAttempt): Promise<void> {
  const [account, address] = await Promise.all([
    app.kv.incr(accountKey(attempt.userName), WINDOW_SEC),
    app.kv.incr(addressKey(attempt.ip), WINDOW_SEC),
  ]);
  await releaseLoginAttempt(app, attempt);
  const ms = Math.max(failureDelayMs(account), addressFailureDelayMs(address));
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
