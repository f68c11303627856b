import { ErrorCode } from '@xuekao/contracts';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';

const TTL_SEC = 300;
const key = (k: string) => `captcha:${k}`;

/** Draws a new captcha for `captchaKey` (replacing any earlier one) and answers the SVG. */
export async function generateCaptcha(app: AppContext, captchaKey: string): Promise<string> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6fa' });
  await app.kv.set(key(captchaKey), c.text.toLowerCase(), TTL_SEC);
  return c.data;
}

/** Does the answer match? Leaves the captcha in place (the form submits it again). */
export async function peekCaptcha(app: AppContext, captchaKey: string, value: string): Promise<boolean> {
  const stored = await app.kv.get(key(captchaKey));
  return stored !== null && stored === value.trim().toLowerCase();
}

/** Checks and uses up a captcha; throws 10010012 when missing, wrong or expired. */
export async function consumeCaptcha(app: AppContext, captchaKey?: string, value?: string): Promise<void> {
  if (!captchaKey || !value?.trim()) throw new AppError(ErrorCode.CAPTCHA_WRONG, '请输入图形验证码！');
  const stored = await app.kv.take(key(captchaKey));
  if (stored === null || stored !== value.trim().toLowerCase()) throw new AppError(ErrorCode.CAPTCHA_WRONG);
}
