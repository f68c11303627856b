import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode } from '@xuekao/contracts';
import svgCaptcha from 'svg-captcha';

const TTL_SEC = 300;
/** Checks one image answers; past them (or at the third wrong answer) the image is dead. */
export const CAPTCHA_MAX_CHECKS = 3;
/** Checks one client address may make per minute, over all keys. */
export const CAPTCHA_CHECKS_PER_MINUTE = 30;

/**
 * New images one client address may draw per minute. A school's learners often share one address (NAT), all
 * signing in as an exam opens, so the bound is generous; it stops one address from filling the store with
 * live keys (each kept 5 minutes) or the CPU with drawings.
 */
export const CAPTCHA_GENS_PER_MINUTE = 1200;

const key = (k: string) => `captcha:${k}`;
export const captchaGensKey = (ip: string) => `captcha-gens:ip:${ip}`;
const checksKey = (k: string) => `captcha-checks:${k}`;
const addressKey = (ip: string) => `captcha-checks:ip:${ip}`;

/**
 * Draws a new captcha for `captchaKey` (replacing any earlier one, with fresh checks) and answers the SVG,
 * or null when the address drew more than CAPTCHA_GENS_PER_MINUTE this minute (nothing is stored then).
 */
export async function generateCaptcha(app: AppContext, captchaKey: string, ip: string): Promise<string | null> {
  if ((await app.kv.incr(captchaGensKey(ip), 60)) > CAPTCHA_GENS_PER_MINUTE) return null;
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6fa' });
  await app.kv.del(checksKey(captchaKey));
  await app.kv.set(key(captchaKey), c.text.toLowerCase(), TTL_SEC);
  return c.data;
}

/**
 * Does the answer match? A right answer leaves the captcha for the call that relies on it (which uses it
 * up); a key answers at most CAPTCHA_MAX_CHECKS checks, counted before comparing so parallel guesses cannot
 * slip past, and a third wrong answer kills it: a new image is needed. An address making more than
 * CAPTCHA_CHECKS_PER_MINUTE checks is refused with 10010005. Not an oracle any more.
 */
export async function peekCaptcha(app: AppContext, captchaKey: string, value: string, ip: string): Promise<boolean> {
  if ((await app.kv.incr(addressKey(ip), 60)) > CAPTCHA_CHECKS_PER_MINUTE) {
    throw new AppError(ErrorCode.TOO_MANY, '验证码校验过于频繁，请稍后再试！');
  }
  const checks = await app.kv.incr(checksKey(captchaKey), TTL_SEC);
  const stored = await app.kv.get(key(captchaKey));
  const right = checks <= CAPTCHA_MAX_CHECKS && stored !== null && stored === value.trim().toLowerCase();
  if (!right && checks >= CAPTCHA_MAX_CHECKS) await app.kv.del(key(captchaKey));
  return right;
}

/** What the image answered instead of a captcha to an address past its limit says (HTTP 429). */
export const CAPTCHA_WAIT_TEXT = '请稍后再试！';

/** That image, in the request's language (`?locale=en-US` of the image address, or X-Locale). */
export const waitImage = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50"><rect width="150" height="50" fill="#f4f6fa"/><text x="75" y="30" font-size="12" text-anchor="middle" fill="#cf1322">${text}</text></svg>`;

/** Checks and uses up a captcha; throws 10010012 when missing, wrong or expired. */
export async function consumeCaptcha(app: AppContext, captchaKey?: string, value?: string): Promise<void> {
  if (!captchaKey || !value?.trim()) throw new AppError(ErrorCode.CAPTCHA_WRONG, '请输入图形验证码！');
  const stored = await app.kv.take(key(captchaKey));
  if (stored === null || stored !== value.trim().toLowerCase()) throw new AppError(ErrorCode.CAPTCHA_WRONG);
}

/** When the user last solved a captcha through `/api/common/captcha/check` (ms; the study reading check). */
export const solvedKey = (userId: string) => `captcha-pass:${userId}`;
